<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation>gin3 hakkında</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Üç kişilik cin remi: kutudaki oyuncu, kaptan ve dışarıda oturan oyuncudan oluşan takıma karşı.&lt;/p&gt;&lt;p&gt;Kartlar gin3 tarafından çizildi; yazı tipi DejaVu Sans (Bitstream Vera / DejaVu lisansı).&lt;/p&gt;&lt;p&gt;Qt {qt} ile yapıldı.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain}, dışarıda oturanın %n önerisinden {followed} tanesine uydu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation>Uyulmayan önerilerin ne getireceği söylenemez: onları bir kişi yaptı ve yalnızca tavsiyecinin kendi hamleleri puanlanır.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation>Uyulmayan önerilerin ne getireceği söylenemez: tavsiyeci, kaptanın yerine oynadığı her hamleyi puanlamadı.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation>Tavsiyecinin kendi puanlamasına göre uyulmayan öneriler, oynanan hamlelerden toplamda yaklaşık {points} beklenen puan daha değerliydi; bu bir tahmin, elin yeniden oynanması değil.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation>Tavsiyecinin kendi puanlamasına göre oynanan hamleler, uyulmayan önerilerden toplamda yaklaşık {points} beklenen puan daha değerliydi; bu bir tahmin, elin yeniden oynanması değil.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation>Tavsiyecinin kendi puanlamasına göre oynanan hamleler aynı değerdeydi.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation>Öneri: {move}.
{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation>Bu da olur: {move}.
{reason}</translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation>Yalnızca dışarıda oturan, kaptanın hamlesinden önce öneri yapar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation>Bu hamle şu an kaptana açık değil, o yüzden önerilemez.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation>{sitter} bunu öneriyor.</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation>Tavsiye durumu</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation>Dışarıda oturanın önerileri</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation>Öneriyi &amp;kabul et</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation>Hamle ö&amp;ner</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation>Kaptan &amp;karar versin</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation>Kaptanın hamlelerine &amp;tavsiye ver</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation>Bilgisayarın önerileri</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation>İki kişilik cinde dışarıda oturan yoktur: kendi hamlen için ipucu almak üzere H&apos;ye bas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation>Bilgisayarın hamlelerin için tavsiyeleri el sırasında burada görünür.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation>Bilgisayar {player} için bu hamleyi öneriyor:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation>Bilgisayar yalnızca kendi hamlelerin için tavsiye verir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation>Dışarıda oturanın tavsiyeleri el sırasında burada görünür.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation>Masa devrediliyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation>Kutudaki oyuncu takımın tavsiyelerini asla görmez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation>{sitter}, {captain} için bir hamle öner: masada her zamanki gibi yap (sürükle, tıkla ya da tuşlar); bu yalnızca bir tavsiye.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation>{sitter}, {captain} için bu hamleyi öneriyor:</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation>Bu karar için henüz öneri yok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation>Dışarıda oturan yalnızca kaptanın kararlarına tavsiye verir.</translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation>{card} kartını al: elindeki kartlarla {meld} perini yapar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation>{card} kartını al: boştaki puanını {before} puandan {after} puana indirir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation>Desteden çek: {card} elindeki kartlarla per yapmıyor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation>{card} için pas geç: elindeki kartlarla per yapmıyor.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation>{card} kartını al: boştaki puanın {after} olur; desteden çekilen bir kartla ortalama {expected} olurdu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Desteden çek: {card} per yapardı ama desteden çekilen kart elini gizli tutar. Alırsan boştaki puanın {after} olur; desteden çekilen bir kartla ortalama {expected}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>{card} için pas geç: per yapardı ama desteden çekilen kart elini gizli tutar. Alırsan boştaki puanın {after} olur; desteden çekilen bir kartla ortalama {expected}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation>{card} at: karşı taraf onu artık pere katamaz; boşta {deadwood} puan kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation>{card} at, boştaki en yüksek kartın; {draw} açık kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation>{card} at, boştaki en yüksek kartın; boşta {deadwood} puan kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation>{card} at, hiçbir pere girmeyen bir kart; {draw} açık kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation>{card} at, hiçbir pere girmeyen bir kart; boşta {deadwood} puan kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation>{card} kartını {meld} perinden at; boşta {deadwood} puan kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation>Henüz vurma: {card} at; şimdi vurursan tahminen %{risk} ihtimalle alttan kesilirsin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation>Henüz vurma: {card} at; beklemenin değeri {wait} puan, en iyi vurma yalnızca {knock}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation>Cinle vur: {melds}; bonus {bonus} artı karşı tarafın boştaki puanı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation>{deadwood} boştaki puanla vur, {card} atarak: {melds}; bu perlere görülmemiş kartlardan yalnızca {layoffs} tanesi işlenebilir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation>{deadwood} boştaki puanla vur, {card} atarak: {melds}; tahmini alttan kesilme ihtimali %{risk}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation>Vuran cin yaptı: {melds} perlerini aç; hiçbir kart işlenemez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation>{cards} işle; boşta {deadwood} puan kalır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation>Kartlarını aç: vuranın perlerine uyan kart yok; boşta {deadwood} puan.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation>ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>ikilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>dörtlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>beşlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>altılısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>yedilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>sekizlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>dokuzlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>onu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>papazı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation>Kapalı kart</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+4"/>
        <source>Your cards</source>
        <translation>Kartların</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation>Şu an masada senin kartın yok.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>El: {owner}, %n kart. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation>{count} dağıtımın hepsi taahhüt edildiği gibi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation>Bu partide henüz biten el yok, bu yüzden doğrulanacak dağıtım yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation>Bu parti, doğrulanabilir dağıtımlardan önce dağıtıldı: doğrulanacak bir şey yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation>Dosya doğrulanamıyor: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation>Bu partinin dağıtımları doğrulanamıyor: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: dosyadaki kaydı bozuk ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: gizli değerinin özeti (hash) taahhüt koduyla uyuşmuyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: taahhüt kodu, partinin kesmeden önce taahhüt ettiği kod değil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: destesi, gizli değerinin ve kesme kelimesinin dağıttığı deste değil ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: dosyadaki hamleler bu elin destesiyle oynanamıyor ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation>{hand}. el taahhüt edildiği gibi değil: el bitti ama gizli değeri dosyada yok.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation>Bu partinin dağıtımları şimdi, sen kesmeden önce sabitlendi: {commitment}. Her elin gizli değeri el bitince açıklanır; Oyun &gt; Dağıtımları doğrula… bunları denetler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation>isteğe bağlı: istediğin herhangi bir kelime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation>Kelimen partideki her karıştırmaya katılır; böylece kartları tek başına ne gin3 seçer ne de sen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation>Kesme kelimen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation>Taahhüt edilen dağıtımlar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation>Kesme kelimen:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation>{number}. dağıtım: {commitment}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation>{number}. dağıtımın, dağıtımdan önce sabitlenen taahhüt kodu: {commitment}. Gizli değeri, el bitince parti dosyasında ve dışa aktarılan kayıtta açıklanır.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation>Dağıtımları doğrula</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation>Biten her elin destesi, açıklanan gizli değerinden ve kesme kelimesinden yeniden dağıtılır; taahhüt koduyla ve oynanan kartlarla karşılaştırılır. Aynı doğrulama uygulama olmadan da yapılabilir: gin3 verify MATCH_FILE.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation>Dosya doğrula…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation>Masada parti yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation>Masadaki parti:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation>Bir parti dosyasının dağıtımlarını doğrula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation>gin3 partileri (*.json);;Tüm dosyalar (*)</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../gin3/gui/windows/files.py" line="+71"/>
        <source>gin3</source>
        <translation>gin3</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Resume the match?</source>
        <translation>Parti sürdürülsün mü?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation>Partiyi &amp;sürdür</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation>&amp;Yeni parti başlat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An unfinished match was saved on {when}, in hand {number}. Totals: {players}.

Resume it where it stopped?</source>
        <translation>Bitmemiş bir parti {when} tarihinde, {number}. elde kaydedildi. Skor: {players}.

Kaldığı yerden sürdürülsün mü?</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation>Partiyi farklı kaydet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation>Parti {path} dosyasına kaydedildi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation>Parti aç</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation>Kaydı dışa aktar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation>Kayıt, masada bir oyuncu varken dışa aktarılabilir.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Kayıt {path} dosyasına yazılamadı: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation>Kayıt {path} dosyasına aktarıldı.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation>Parti bitmedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation>Masadaki parti bitmedi. Bırakmadan önce kaydedilsin mi?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Farklı kaydet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Kaydetmeden bırak</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation>Şimdi vuramazsın: vurma kart çektikten sonra, kart atmak yerine yapılır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation>Açılacak bir şey yok: kimse vurmadı.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation>Şu an oynanan bir el yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation>Masa kapalı: önce sıradaki oyuncu masayı almalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Lütfen bekle: sıra {name} oyuncusunda.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation>Şu an kabul edilecek bir öneri yok.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation>Bu, oyunda geçerli bir hamle değil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>El bitti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation>Önce açık kartı al ya da pas geç (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation>İki oyuncu da açık kartı pas geçti: desteden çek (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation>Önce desteden ya da ıskartadan bir kart çek (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation>Kart çektin: şimdi kart at ya da vur (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation>Kartlarını aç: karşı taraf vurdu (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation>Bu kart elinde yok: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation>Iskartadan az önce aldığın kartı aynı sırada atamazsın (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation>Vururken bir kart atmak gerekir: bu partide büyük cin oynanmıyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>Büyük cin için on bir kartın hepsi perde olmalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation>Vuramazsın: boştaki puanın {deadwood} olurdu; vurmak için en fazla {limit} gerekir (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation>Vuramazsın: boştaki puanın {deadwood} olurdu ve bu elde yalnızca cinle vurulabilir (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation>Cine kart işlenemez (R16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation>Bir kart yalnızca bir kez işlenebilir (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation>{card} kartını işlemek için {number} numaralı bir per yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation>{card}, {meld} perine işlenemez (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation>{meld} perindeki bir kart zaten başka bir perde (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation>{meld} perindeki şu kartlar elinde yok: {cards}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation>Parti bitti: {winner} kazandı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation>El bitti: önce sonraki eli dağıt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation>El hâlâ oynanıyor.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation>İpucu düşünülüyor…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation>İpucu: {move}. {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation>Bilgisayar oyuncusu {name} kurala aykırı bir hamle seçti ({error}); onun yerine kurallara uygun bir hamle yapılıyor.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{number}. oyunu {winner} kazandı, {won}–{lost}: oyun bonusu {bonus}, el bonusu {winner} için {winner_hands} × {line}, {loser} için yok; mars: kazananın ({winner}) toplamı ikiye katlandı; son toplamlar {final_won}–{final_lost}, sonuç {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{number}. oyunu {winner} kazandı, {won}–{lost}: oyun bonusu {bonus}, el bonusu {winner} için {winner_hands} × {line}, {loser} için {loser_hands} × {line}; son toplamlar {final_won}–{final_lost}, sonuç {result}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation>{number}. oyun ({first} {a}, {second} {b})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation>Devam eden oyunlar: {games}.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>%n oyundan sonra toplam sonuç: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation>{number}. oyunu {winner} kazandı!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation>Üç Hollywood oyununu {winner} kazandı, sonuç {result}!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation>Özet için Enter&apos;a bas: Sonraki oyun, Rövanş ya da Yeni parti.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+8"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: chouette gin, {players}</source>
        <translation>gin3 oyun kaydı: şuet cin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation>gin3 oyun kaydı: klasik cin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation>Cin bonusu: {points} puan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation>Alttan kesme bonusu: {points} puan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation>Parti hedefi: {points} puan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation>Büyük cin oynanıyor: on bir kartın hepsiyle cin {extra} puan fazla getirir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation>Büyük cin oynanmıyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vurma sınırını ilk açık kartın değeri belirler; as çıkarsa yalnızca cin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation>Vurma sınırı {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation>Iskartadan alınan kart aynı sırada atılabilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Iskartadan alınan kart aynı sırada atılamaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation>Roller için kart çekme: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation>İlk dağıtım için kart çekme: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+189"/>
        <source>Hand {number}</source>
        <translation>{number}. el</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation>Kutuda {box}, kaptan {captain}, dışarıda {sitter}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation>{dealer} herkese on kart dağıtır; açık kart {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Bu elde vurma sınırı: {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation>Bu elde yalnızca cinle vurulabilir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation>{player} açık kartı ({card}) alır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation>{player} açık kartı ({card}) pas geçer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation>{player} desteden {card} çeker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation>{player} desteden çeker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player} ıskartadan {card} alır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation>{player} {card} atar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation>{player} {card} atarak vurur: {melds}, boşta {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation>{player} {card} atarak cin yapar: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation>{player} on bir kartın hepsiyle büyük cin yapar: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation>{player} perlerini açar: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation>{player} kart işler: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation>{player} elinde boşta {deadwood} kalır ({points}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation>{player} elinde boşta kart kalmaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation>per yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation>{winner} eli vurarak kazanır: {points} puan (boşta {knocker_deadwood}, karşısında {defender_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation>{winner}, {loser} oyuncusunu alttan keser: {points} puan (boşta {defender_deadwood}, karşısında {knocker_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation>{winner} eli cinle kazanır: {points} puan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation>{winner} eli büyük cinle kazanır: {points} puan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation>Berabere el: destede {stock_left} kart kaldı ve kimse vurmadı. Kimse puan almaz, aynı oyuncu yeniden dağıtır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation>{box} kutuda kazandı ve kutuda kalır; {captain} ile {sitter} yer değiştirir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation>{box} kutuyu kaybetti ve dışarıda oturur; kutuya {captain} girer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation>Toplam: {totals}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation>Partiyi {winner} {points} puanla kazanır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation>Parti sürüyor: {number}. el oynanıyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation>Dağıtımlar kesmeden önce taahhüt edildi: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation>Bu parti için yazılan kesme kelimesi: {cut}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation>Bu parti için kesme kelimesi yazılmadı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation>Dağıtımdan önceki taahhüt kodu: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation>Dağıtımın açıklanan gizli değeri: {secret}.</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation>{number}. oyun
{player}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+106"/>
        <source>× {factor}</source>
        <translation>× {factor}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s)</source>
        <translation>
            <numerusform>%n oyundan sonra toplam sonuç</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation>{number}. oyun: oyun bonusu ({winner})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation>{number}. oyun: el bonusu, kazanılan her el için {bonus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation>{number}. oyun: mars, kazananın ({winner}) toplamı ikiye katlanır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation>{number}. oyun: son toplamlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation>{number}. oyun: kazanan {winner}, fark {result}</translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation>Bu elin hamleleri</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation>Masayı devret: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation>Kutuda: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation>Kaptan: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation>{name} dışarıda oturuyor ve kaptana tavsiye veriyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation>Sıradaki: {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation>Sıra sende: kaptanın hamlesini öner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation>Sıra sende: açık kartı al ya da pas geç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation>Sıra sende: kart çek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation>Sıra sende: kart at.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation>Karşı taraf vurdu: sıra sende, kartlarını aç.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Sıra sende.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation>Kimse karşı tarafın elini görmesin diye kartlar gizlendi. Tıkla ya da Enter&apos;a bas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation>Ben {name}: kartlarımı göster</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Parti %n puana oynanır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>Bir oyun %n puana oynanır; kazanan {bonus} oyun bonusu alır.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation>Cin {bonus} puan bonus getirir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation>Iskartadan alınan kart aynı sırada atılabilir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation>Iskartadan alınan kart aynı sırada atılamaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation>Büyük cin oynanır: on bir kartın hepsi perde, kart atmadan, {extra} puan fazla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation>Büyük cin oynanmaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vurma sınırı ilk açık kartın değeridir; as çıkarsa yalnızca cin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation>Vurmak için boştaki puan en fazla 10 olmalı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation>Oyun bitince her oyuncu kazandığı her el için {bonus} el bonusu alır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation>Mars (kaybeden hiç el kazanamadıysa) kazananın oyun toplamını ikiye katlar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation>Hollywood: üç oyun aynı anda sayılır, her biri kendi başına biter.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation>rastgele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>kolay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>basit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation>hızlı vuran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation>temkinli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation>cin avcısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>zor</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation>İpuçları ayarlarda kapalı.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation>Şimdi ipucu yok: ipuçları yalnızca kendi kararların için.</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation>{number}. oyunu {name} kazandı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation>Üç Hollywood oyununu {name} kazandı.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation>Kazanılan el</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Mars galibiyeti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation>Kazanılan oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Kazanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation>Puan
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Oyun bonusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation>El bonusu
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation>Son toplam
{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation>Parti özeti</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation>Oynanan el: {hands}. Hedef: {target} puan.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation>&amp;Sonraki oyun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation>Aynı oyuncular ve kurallar: toplam sonuç devam eder, dağıtım sırayla değişir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Rövanş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation>Aynı oyuncular ve kurallarla, yeniden karıştırılmış desteyle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation>&amp;Yeni parti</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/matchend.py" line="+98"/>
        <source>{name} {accuracy}</source>
        <translation>{name} {accuracy}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Accuracy over the %n hand(s) reviewed: </source>
        <translation>
            <numerusform>İncelenen %n eldeki doğruluk: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation>Herkesin kararlarının tavsiyecininkilere ne kadar yakın olduğu, %100&apos;den aşağıya: bir elin incelemesine bak (Oyun &gt; Eli incele).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation>Yeni parti</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation>Üç oyuncu: her elde biri kutuda, biri kaptan, biri dışarıda oturur. Her yeri kimin oynayacağını seç.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation>Şuet (üç oyuncu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation>İki kişilik cin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation>herhangi bir geçerli hamleyi oynar (test için).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation>basit düzey gibi oynar, ama bazı kartları dikkatsizce atar; yalnızca boşta 5 ya da daha az puanla vurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation>ıskartadan yalnızca pere katabileceği kartı alır, boştaki en yüksek kartını atar, vurabildiği anda vurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation>basit düzeyin yolunu özenle oynar: eşi olan kartları elinde tutar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation>işine yarayan her açık kartı alır ve ilk fırsatta vurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation>düşük kartları tutar, senin işine yaramayacak kartları atar, yalnızca boşta az puan kalınca vurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation>yalnızca ilk üç sırasında vurur, sonra cin bekler ve vuranı alttan keser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation>hamlelerinden elindeki kartları tahmin eder ve seçeneklerini önceden sonuna kadar oynayıp dener.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation>{level}: {way}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation>İki oyuncu: kurada düşük kartı çeken ilk eli dağıtır, sonra dağıtım sırayla değişir. Her yeri kimin oynayacağını seç.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Oyun:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Oynayan</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation>{number}. yer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>İnsan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation>Bilgisayar: {level}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation>{number}. yerin adı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation>{number}. yerin oyuncusu</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation>Hamlelerim için bilgisayarın tavsiyesini göster</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation>Parti hedefi (puan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation>Hedef (puan):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation>25 puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 puan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation>Cin bonusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation>Cin bonusu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation>Iskartadan alınan kart hemen atılabilir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation>Büyük cin: on bir kartın hepsi perde, kart atmadan (6 puan fazla)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation>Oklahoma: vurma sınırını ilk açık kart belirler (as: yalnızca cin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation>Kazanılan el başına {points} puan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation>El bonusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation>El bonusu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation>Hollywood: üç oyun aynı anda sayılır</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation>Birkaç kişi aynı ekranda oynayabilir: masa karşı taraftaki bir oyuncuya geçince, o oyuncu gelene kadar kapalı kalır. Kurallar parti boyunca değişmez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation>Aynı ekranda oynanan partilerde geri almaya izin ver</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Başla</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation>Her yerin bir adı olmalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation>İki ad birbirinden farklı olmalı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation>Üç ad birbirinden farklı olmalı.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation>Sol ve Sağ ok tuşları elde adım adım gezer; Home ve End dağıtıma ve sona gider; N ve P sonraki ve önceki hataya gider.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation>Dağıtım: hamle 0 / {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation>Hamle {step} / {steps}: {move}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation>{name}: {played}, tavsiyecinin ilk tercihi. {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation>{name}: {played}; tavsiyecinin tercihi {best} olurdu (oynanan hamleyi puanlamadı): {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation>{name}: {played} yaklaşık {cost} puana mal oldu; tavsiyecinin tercihi {best} olurdu: {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n karar, bunların {matched} tanesi tavsiyecinin oynayacağı gibi; onun tahminine göre yaklaşık {lost} puan kaybedildi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation>Henüz biten bir el yok: incelenecek bir şey yok.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation>{number}. elin incelemesi</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation>Kararlar puanlanıyor</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation>İ&amp;lk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Geri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation>İl&amp;eri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation>&amp;Önceki hata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation>So&amp;nraki hata</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation>Yanlışlık, hata ya da büyük hata sayılan karara git ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation>&amp;Kapat</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation>Tavsiyecinin puanlamaları hazırlanıyor…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation>Burada seçim yoktu: tek hamle buydu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation>Parti bitene kadar burada yalnızca kendi tarafının kararları puanlanır.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation>{number}. el puanlanıyor: karar {done} / {total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation>Puanlama yapılamadı: {error}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation>Her kararın mal olduğu puan</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation>{name} oyuncusunun kararları parti bitince gösterilir</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation>{name}, {move}. hamle: puanlanmadı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation>{name}, {move}. hamle: {grade}, {cost} puan</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation>En iyi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Yanlışlık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Hata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Büyük hata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Puanlanmadı</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation>%{accuracy}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation>Sınıf (kaybedilen puan)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Bu eldeki doğruluk</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Partideki doğruluk (incelenen %n el)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation>Doğruluk: {accuracy}.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation>Kutuda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation>Dışarıda</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation>Dağıtır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation>İlk oynar</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation>Aşağıda iki kişilik cinin şuetle ortak kuralları, şuette oynandıkları biçimiyle yer alıyor.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation>İki kişilik cin kuralları</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation>Üç kişilik cin kuralları</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation>Kurallar dosyası bu kurulumda yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation>## Bu partinin ev kuralları</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation>Vurma: {winner} kazandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation>Alttan kesme: {winner} kazandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation>Cin: {winner} kazandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation>Büyük cin: {winner} kazandı</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation>Berabere el</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation>Kutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation>Dışarıda</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation>cin {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation>alttan kesme {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation>oyun bonusu {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation>el bonusu {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation>büyük cin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation>alınan kart atılabilir</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation>Bu akşam: {name} {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation>Puan defteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation>&amp;Puan defteri: son eller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation>Son elleri göster ya da gizle</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation>Puan cetveli</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Anında</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Animasyon hızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animasyon hızı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation>Hızlı &amp;bilgisayar oyuncuları</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation>Sığabildiği kadar büyük</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation>Daha küçük</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation>Kart boyu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation>Kart &amp;boyu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Dört renkli deste (sinek yeşil, karo mavi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation>&amp;Vurmadan önce sor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation>İp&amp;uçlarına izin ver (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation>Bir partinin kuralları (cin bonusu, hedef, büyük cin, Oklahoma, ıskarta kuralı) Yeni parti&apos;de seçilir.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation>Ses düzeyi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>Ses dü&amp;zeyi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation>&amp;Sesleri kapat (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation>Sistemdeki gibi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Açık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Koyu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation>Yeşil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation>Antrasit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Kahverengi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation>Mavi kafes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation>Kırmızı kafes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation>Yeşil kafes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation>Siyah ve altın baklava</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation>Masa çuhası</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation>Kart arkası</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation>Görünüm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation>&amp;Masa çuhası:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>Kart ar&amp;kası:</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation>Açık kartı al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation>Açık kartı pas geç</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation>Vurulunca ya da cin yapılınca kartlarını aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation>El bitince sonraki eli dağıt</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation>Seçili kartı atarak vur (seçili kart yoksa Boşta satırındaki en iyi vurma)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation>İpucu: tavsiyecinin senin için seçtiği hamle; Enter onu oynar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation>Odağı elinde ya da deste ile ıskarta arasında gezdir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation>Odaktaki kartı elinin içinde kaydır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation>Odağı desteye ve ıskartaya getir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation>Odağı eline getir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation>Odağı ilk ya da son karta getir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation>Odaktaki kartı seç (bir daha: at)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation>Odaktakini oyna: deste ya da ıskartaysa oradan çek, kartsa onu at</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation>Oynanacak bir şey yoksa: öneriyi kabul et, dağıt ya da kartları aç</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation>Sürüklenen kartı geri koy; kart seçimini kaldır</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation>Sesi aç ya da kapat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation>Masada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation>Masanın altındaki düğmeler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Menüler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation>Ekran sıradaki oyuncu için kapalıyken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation>Buradayım: kartlarımı göster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Puan cetveli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation>Seçili satırdaki eli incele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation>El incelemesi</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation>Klavye kısayolları</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation>Tuş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>İşlevi</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation>Roller için kart çekme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation>Her oyuncu bir kart çekti. En yüksek kart kutuya girer, ortanca kaptan olur, en düşük dışarıda oturur; eşitlikte yeniden çekilir (R7, as küçüktür).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation>Kutuda {box} ve kartları o dağıtır; kaptan {captain}; dışarıda {sitter}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation>İlk eli başlatmak için Dağıt&apos;a (Enter) bas.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation>{captain} için hamle öner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation>Önerdiğin hamleyi her zamanki gibi yap; bu yalnızca tavsiye: kararı {captain} verir.</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation>Sıra sende: ilk açık kart</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation>Açık kartı al (eline sürükle ya da T&apos;ye bas) veya pas geç (P). İki oyuncu da pas geçerse dağıtmayan oyuncu desteden çeker.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation>Açık kartı al (eline sürükle ya da T&apos;ye bas) veya pas geç (P). İki oyuncu da pas geçerse kaptan desteden çeker (R12).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation>Sıra sende: kart çek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation>Desteyi ya da ıskartayı sürükle veya tıkla (ya da üzerindeyken Enter&apos;a bas).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation>Sıra sende: kart at</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation>Bir kartı ıskartaya sürükle ya da çift tıkla (veya seçip Enter&apos;a bas).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation>Vurabilirsin: atacağın kartı vurma yerine bırak ya da K&apos;ye bas (R13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation>{name} vurdu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation>Kartlarını aç: perlerini gösterip kart işlemek için Kartları aç&apos;a (L) bas.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation>{name} düşünüyor…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation>Sıra: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Bu elde vurma sınırı: {limit}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} {card} attı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} desteden çekti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation>{name} ıskartadan {card} aldı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation>{name} açık kartı ({card}) aldı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} açık kartı pas geçti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation>{name} cin yaptı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation>{name} boşta {count} puanla vurdu.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation>Dağıtım için kura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation>Her oyuncu bir kart çekti. Düşük kart ilk eli dağıtır, sonra dağıtım sırayla değişir; eşitlikte yeniden çekilir (C1, as en düşüktür).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation>Dağıtan: {dealer}; ilk oynayan: {other}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation>Roller aynı kalır ve {box} yeniden dağıtır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation>{box} kutuda kazandı ve kutuda kalır; {sitter} kaptan olur, {captain} dışarıda oturur (R8).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation>{box} kutuda kaybetti ve dışarıda oturur; {captain} kutuya girer, {sitter} kaptan olur (R8).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation>{knocker} cin yaptı: boşta hiç kart yok!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation>{defender} kart işleyemez ve {dd} sayar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation>Büyük cin {bonus} + {extra} + {dd} = {points} getirir (R16).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>Cin, {bonus} bonus artı {dd} getirir: %n puan (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation>{knocker} boşta {kd} puanla vurdu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation>{defender} {cards} işledi ve {dd} sayar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation>{defender} {dd} sayar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation>Vuran farkı alır: {dd} − {kd} = {points} (R14).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation>Alttan kesme! {defender} {bonus} + {kd} − {dd} = {points} alır (R15).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation>Berabere el</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>Destede yalnızca %n kart kaldı ve kimse vurmadı; kimse puan almaz (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} %n puan aldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} toplamı: %n puan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation>Dağıtmak için N tuşuna ya da Sonraki el düğmesine bas.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} wins the match with %n point(s)!</source>
        <translation>
            <numerusform>Partiyi {winner} %n puanla kazandı!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation>Son durum: {totals}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation>Yeniden oynamak için Yeni parti&apos;ye (Ctrl+N) bas; Enter özeti gösterir.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation>açık kartı almak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation>açık kartı pas geçmek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>desteden çekmek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation>ıskartanın üstündeki kartı almak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation>{card} atmak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation>on bir kartın hepsiyle vurmak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation>{card} atarak vurmak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation>sonraki eli dağıtmak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation>kartlarını açmak</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} bu elde %n hamle geri aldı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation>Ses kapalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation>Ses açık.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation>Ses yok: ses çalar bulunamadı (aranan: {players}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation>Ses yok: GIN3_SOUND=off bu çalıştırma için sesi kapatıyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation>Ses yok: {player} çalamadı ({error}).</translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation>{won} / {played} (%{rate})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation>insanlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation>karışık seviyeler</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation>Form durumu:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation>Formu gösterilen oyuncu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation>Rakip seviyesine göre kazanılan partiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation>Henüz biten parti yok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation>Son partilerde el başına puan (vurgulu: kazanılan)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation>Henüz biten parti yok: partiler bittikçe grafik dolar.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (bilgisayar, {level})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation>Kazanılan partiler — şuet: {chouette}; iki kişilik cin: {two}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation>Üst üste kazanılan partiler: şu an {current}, en iyi {best}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation>100 elde: {gins} cin, {dealt} kez alttan kesti, {suffered} kez alttan kesildi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation>100 elde: henüz sonuna kadar oynanan el yok</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation>rakip: {opponents} — {rate}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation>kazanıldı, el başına {points} puan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation>kaybedildi, el başına {points} puan</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="+257"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chouette (three players)</source>
        <translation>Şuet (üç oyuncu)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation>Oyuncu başına istatistikler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation>İki kişilik cin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation>Oyuncu başına: iki kişilik cinde biten ve kazanılan oyunlar, sonuçlarının toplamı (kazanılan oyun sonucunu ekler, kaybedilen oyun sonucunu düşer) ve iki kişilik cindeki cinler, alttan kesmeler ve marslar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation>Oyuncu başına iki kişilik cin istatistikleri</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation>İstatistikleri &amp;sıfırla…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation>İstatistikler okunuyor…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation>{error} gin3 birazdan yeniden deneyecek; bu arada sayılan partiler saklanır ve dosya serbest kalınca yazılır.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Bütün oyuncuların istatistikleri silinsin mi? Bu geri alınamaz.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation>Henüz parti yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation>Oyuncu başına: biten, kazanılan ve yarım bırakılan partiler (bir başkası için bitirilmeden bırakılan). El sütunları, biten ve yarım bırakılan partilerde sonuna kadar oynanan her eli sayar; tavsiye sütunu, bekleyenin tavsiye verdiği her kararı sayar.</translation>
    </message>
</context>
<context>
    <name>StatsModel</name>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-35"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-197"/>
        <location line="+43"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-1"/>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation>Kutuda kazanılan el</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation>Kaptanken kazanılan el</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation>Cin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation>Yaptığı alttan kesme</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation>Yediği alttan kesme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>El başına puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation>Uyulan tavsiye</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-25"/>
        <source>{followed} of {offered}</source>
        <translation>{followed} / {offered}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games finished</source>
        <translation>Biten oyunlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Kazanılan oyunlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation>Sonuç (oyunların toplamı)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Mars galibiyeti</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation>Biten partiler</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation>Kazanılan partiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation>Yarım bırakılan partiler</translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation>normal bir dosya değil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation>okunamadı ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation>uzunluğu {size} bayt, hiçbir gin3 partisi bu kadar büyük olmaz (en fazla {limit} bayt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>boş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation>bir gin3 kaydı değil: metin değil ({position}. bayt UTF-8 değil)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation>bozuk ya da yarım kalmış: geçerli JSON değil (satır {line}, sütun {column})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation>bozuk: JSON&apos;u çok derin iç içe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation>bozuk: okunamayacak kadar uzun bir sayı içeriyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation>yeniden oynatılamadı ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation>Kaydedilen parti sürdürülemedi: {reason}. Dosya {kept_as} olarak saklandı; gin3 onsuz devam ediyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation>Kaydedilen parti sürdürülemedi: {reason}. gin3 dosyayı kenara alamadı ({error}); dosya hâlâ {path} konumunda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation>Sürdürülecek bitmemiş bir parti yok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation>{path} parti dosyası açılamadı: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation>gin3 partiyi {path} konumuna kaydedemedi: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation>Kayıtlı parti okunamadı: {path} ({error}). gin3 dosyaya dokunmuyor ve üzerine bir şey yazılmasın diye yeniden başlatılana kadar otomatik kaydetmiyor; o partiye devam etmek için dosyayı okunabilir yapın, sonra gin3&apos;ü yeniden başlatın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation>{reason} Oyun devam ediyor; gin3 bir sonraki hamleden sonra yeniden deneyecek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation>Parti yeniden kaydediliyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation>İstatistikler yeniden güncelleniyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation>İstatistik dosyası bozuktu ({error}). {kept_as} olarak saklandı ve yeni bir dosya başlatıldı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation>gin3, {path} içindeki istatistikleri güncelleyemedi: {error}.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n puan, sıra onda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n puan, sıra onda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Deste, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation>Şimdi desteden çekebilirsin.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Iskarta, üstteki kart {card}, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Iskarta, boş</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation>Şimdi üstteki kartı alabilirsin.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation>Vurma yeri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation>Şimdi vurabilirsin: buraya bir kart koy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation>Boştaki puanın izin verince vurmak için buraya bir kart koy.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Elin, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>{name} oyuncusunun eli, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation>elinde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation>{name} oyuncusunun elinde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation>{name} oyuncusunun elinde, ıskartadan alındı</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation>elinde, bir seride</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation>elinde, bir grupta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation>elinde, boşta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation>{name} oyuncusunun elinde, bir seride</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation>{name} oyuncusunun elinde, bir grupta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation>{name} oyuncusunun elinde, boşta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation>{name} oyuncusunun perine işlendi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation>{name} oyuncusunun perinde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation>{name} oyuncusunun boştaki kartları arasında</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation>Vur</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation>Deste ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation>Iskarta</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation>Boşta {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Per</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation>Cin: boşta kart yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation>Boşta kart yok</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation>eşitlik: yeniden çeker</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation>Önerilen</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation>Buraya vur</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation>Sıra sende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation>Düşünüyor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation>Sırası</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation>Kaptanı izliyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation>Bu el dışarıda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation>Bilgisayar: {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation>Bu ekranda oynuyor</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation>Çektikten sonra vur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation>Boşta {count} puanla vur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation>Boşta {count}: vurmak için çok fazla</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation>Kart oraya konamaz.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation>Önce elinden bir kart seç, sonra ıskartaya tıkla.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation>Şuet oynamayı öğren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation>İki kişilik cini öğren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation>Bu derste seninle bir el oynanır. Her adımı oku, sonra istenen hamleyi masada yap. Başka bir hamle kabul edilmez; yeniden deneyebilirsin. Kendi partin ders bitene kadar bekler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation>Şuet, üç kişilik cin remidir. Her elde bir oyuncu kutudadır: {box} tek başına oynar. Kaptan, kutudaki oyuncuya karşı oynar: kaptan sensin. Dışarıda oturan oyuncu, {sitter}, kart almaz, senin tarafındadır ve sana hamle önerebilir. Her elden sonra roller el değiştirir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation>{box} ikinize de onar kart dağıttı. Iskartadaki açık kart ilk açık karttır: {upcard}. Onu önce sen alabilirsin. Elindeki kartlarla per yapmıyor, o yüzden pas geç: Pas düğmesine tıkla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation>Açık kartı {box} oyuncusu da pas geçti. Şimdi sen çekiyorsun: üstteki kartı almak için desteye (kapalı yığına) tıkla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation>Çektiğin kart: {drawn}. Per, aynı değerde üç ya da dört kart (grup) ya da aynı renkten sıralı üç veya daha fazla karttır (seri). Şu anki perlerin: {melds}. Öteki kartlar boşta kalan kartlardır. Her biri puanını senin aleyhine sayar: as 1, resimli kartlar 10. Şu anki boştaki puanın: {deadwood}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation>Şimdi ıskartaya bir kart at. Dışarıda oturan oyuncu, {sitter}, tavsiye panelinde bir kart öneriyor. Öneriyi kabul edebilirsin (Öneriyi kabul et düğmesi ya da Enter) ya da başka bir kart oynayabilirsin: kararı kaptan verir. Burada tavsiye iyi: kabul et ya da {thrown} kartını kendin at.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation>Şimdi ıskartaya bir kart at: kartı oraya sürükle ya da üzerine çift tıkla. {thrown} kartını at: hiçbir pere girmeyen en yüksek kartın o.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation>{box} desteden çekti ve {taken} attı. Bu kart elindeki kartlarla bir peri tamamlıyor. Onu al: ıskartaya tıkla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation>{taken} ile, bir kart attıktan sonra boştaki puanın 10 ya da daha az olur; yani vurabilirsin. Vurma eli bitirir. {discard} kartını seç (üzerine tıkla), sonra Vur düğmesine tıkla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation>Vurdun: perlerin açık duruyor. Şimdi {box} kartlarını açıyor. {box} senin perlerine kart işleyebilir: bir gruba uyan ya da bir seriyi uzatan bir kart. Bu, {box} oyuncusunun boştaki puanını düşürür.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation>Sayım zamanı. Her taraf boştaki puanını sayar. Seninki daha düşük, bu yüzden farkı puan olarak alıyorsun: {points} puan. Boştaki puanı seninkiyle aynı ya da daha az olsaydı, {box} seni alttan keser ve 10 puan fazla alırdı.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation>Kaptan olarak kazandın, bu yüzden sonraki elde kutuya sen giriyorsun.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation>El bu kadar. Kendi oyununa dönmek için Bitir düğmesine tıkla.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation>Bu hamle değil: {upcard} elindeki kartlarla per yapmıyor. Pas düğmesine tıkla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation>Bu hamle değil: iki oyuncu da pas geçince ilk oyuncu desteden çeker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation>Bu hamle değil: bu derste dışarıda oturanın önerisine uy. {thrown} kartını at, boştaki en yüksek kartın.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation>Bu hamle değil: {thrown} kartını at, hiçbir pere girmeyen en yüksek kartın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation>Bu hamle değil: ıskartadan {taken} kartını al. Bir peri tamamlıyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation>Bu hamle değil: şimdi vur. {discard} kartını seç, sonra Vur düğmesine tıkla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation>Şimdi değil: adımı oku, sonra İleri düğmesine tıkla.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation>Ders şimdi başka bir hamle istiyor: ders panelini oku.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation>&amp;Şuet oynamayı öğren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation>&amp;İki kişilik cini öğren</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation>Dersten çık</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation>Öteki oyuncunun hamlesini izle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>Bitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>İleri</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation>Şuet, üç kişilik cin remidir. Kısa bir ders ister misin? Ders seninle adım adım bir el oynar. Onu daha sonra Yardım menüsünde bulabilirsin.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation>Derse &amp;başla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Şimdi değil</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation>gin3&apos;e hoş geldin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation>Adın ne? Adın masadaki yerinde görünür ve istatistiklerde saklanır.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation>Adın</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Sesleri kapat</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dağıt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation>Açık kartı &amp;al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Vur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation>Kartları &amp;aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Sonraki el</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation>Yeni &amp;parti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation>Diz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation>&amp;renge göre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation>&amp;değere göre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation>&amp;perlere göre</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation>Açık kartı &amp;al (önerilen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation>&amp;Pas (önerilen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation>&amp;Vur (önerilen)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation>Boşta {count} — {card} atınca: {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation>Boşta {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation>Atınca şu an boşta en az puan bırakan kart. Tavsiye ise gelecek kartları ve öteki oyuncuları da hesaba katar (en iyi beklenen sonuç), bu yüzden başka bir kart önerebilir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation>Elindeki boştaki puan: en iyi perlerin dışında kalan kartların puanları.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation>{captain} için bir hamle öner.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation>{name}, sıra sende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Sıra sende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation>Sıra: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation>El bitti: N tuşuna ya da Sonraki el düğmesine bas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation>Partiyi {name} kazandı.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation>Hamlelerim için bilgisayarın t&amp;avsiyesini göster</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation>Vurulsun mu?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation>Şu hamleyi yapmak istiyor musun: {move}?</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation>Bilgisayarın tavsiyesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation>Dışarıda oturanın tavsiyesi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation>Puan cetveli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation>Kartların</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation>İki kişilik cin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation>Üç kişilik cin remi</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation>&amp;Yeni parti…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation>Parti &amp;aç…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation>Partiyi farklı &amp;kaydet…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation>Kaydı &amp;dışa aktar…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation>Dağıtımları doğ&amp;rula…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>İ&amp;pucu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation>&amp;Eli incele…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation>İ&amp;statistikler…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation>Ayar&amp;lar…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Tam ekran</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation>Hızlı &amp;bilgisayar oyuncuları</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation>Kla&amp;vye kısayolları</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation>gin3 &amp;hakkında</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation>Bu partinin ev kuralları: {rules}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>%n hamle geri alındı.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation>Son hamle</translation>
    </message>
</context>
</TS>
