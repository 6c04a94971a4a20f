<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation>A gin3 névjegye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Háromszemélyes gin römi: a dobozban ülő játékos a kapitány és a kimaradó játékos csapata ellen.&lt;/p&gt;&lt;p&gt;A lapokat a gin3 rajzolja; betűtípus: DejaVu Sans (Bitstream Vera / DejaVu licenc).&lt;/p&gt;&lt;p&gt;Qt {qt} felhasználásával készült.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain} a kimaradó %n javaslatából {followed} javaslatot fogadott meg.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation>Nem tudni, mennyit értek volna a meg nem fogadott javaslatok: egy ember tette őket, és csak a tanácsadó saját lépéseit pontozza a program.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation>Nem tudni, mennyit értek volna a meg nem fogadott javaslatok: a tanácsadó nem pontozta a kapitány minden helyette megtett lépését.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation>A tanácsadó saját pontozása szerint a meg nem fogadott javaslatok összesen kb. {points} várható ponttal többet értek a helyettük megtett lépéseknél; ez becslés, nem a leosztás újrajátszása.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation>A tanácsadó saját pontozása szerint a helyettük megtett lépések összesen kb. {points} várható ponttal többet értek a meg nem fogadott javaslatoknál; ez becslés, nem a leosztás újrajátszása.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation>A tanácsadó saját pontozása szerint a helyettük megtett lépések ugyanannyit értek.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation>Javaslat: {move}.
{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation>Az is lehet: {move}.
{reason}</translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation>Csak a kimaradó javasol, a kapitány lépése előtt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation>Ez a lépés most nem nyitott a kapitány számára, ezért nem javasolható.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation>Javasolja: {sitter}.</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation>Tanács állapota</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation>A kimaradó javaslatai</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation>Javaslat &amp;elfogadása</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation>Lépés &amp;javaslása</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation>Döntsön a &amp;kapitány</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation>Tanács a kapitány &amp;lépéseihez</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation>A gép javaslatai</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation>A kétszemélyes ginben senki sem marad ki: a saját lépésedhez tippért nyomd meg a H-t.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation>A gép tanácsai a lépéseidhez leosztás közben itt jelennek meg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation>A gép ezt a lépést javasolja {player} számára:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation>A gép csak a saját lépéseidhez ad tanácsot.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation>A kimaradó tanácsai leosztás közben itt jelennek meg.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation>Az asztal gazdát cserél.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation>A dobozos játékos sosem látja a csapat tanácsait.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation>{sitter}, javasolj lépést ennek a kapitánynak: {captain}. Tedd meg az asztalon a szokott módon (húzás, kattintás vagy billentyűk); ez csak tanács.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation>{sitter} ezt a lépést javasolja ({captain} kapitánynak):</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation>Ehhez a döntéshez még nincs javaslat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation>A kimaradó csak a kapitány döntéseihez ad tanácsot.</translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation>Vedd fel: {card}. Kombinációt ad a lapjaiddal: {meld}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation>Vedd fel: {card}. A maradékod {before} pontról {after} pontra csökken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation>Húzz a talonból: {card} nem ad kombinációt a lapjaiddal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation>Passzold: {card}. Nem ad kombinációt a lapjaiddal.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation>Vedd fel: {card}. Utána {after} maradék pontod marad; egy talonlap után átlagosan {expected}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Húzz a talonból: {card} kombinációt adna, de a talonlap rejtve tartja a kezed. Ha felveszed, {after} maradék pontod marad; egy talonlap után átlagosan {expected}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Passzold: {card}. Kombinációt adna, de a talonlap rejtve tartja a kezed. Ha felveszed, {after} maradék pontod marad; egy talonlap után átlagosan {expected}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation>Dobd: {card}. Az ellenfél már nem tudja kombinációba tenni; maradék: {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation>Dobd: {card}, a legmagasabb maradék lapod; nyitva marad: {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation>Dobd: {card}, a legmagasabb maradék lapod; maradék: {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation>Dobd: {card}, egy kombinációba nem illő lap; nyitva marad: {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation>Dobd: {card}, egy kombinációba nem illő lap; maradék: {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation>Dobd: {card}, ebből a kombinációból: {meld}; maradék: {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation>Még ne kopogj: dobd ezt: {card}; ha most kopogsz, becslés szerint {risk}% eséllyel alávágnak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation>Még ne kopogj: dobd ezt: {card}; a várakozás értéke {wait} pont, a legjobb kopogásé csak {knock}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation>Kopogj ginnel: {melds}; a bónusz {bonus} plusz az ellenfél maradéka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation>Kopogj {deadwood} maradékkal, dobva: {card}. {melds}; ezekre a kombinációkra csak {layoffs} nem látott lap szúrható.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation>Kopogj {deadwood} maradékkal, dobva: {card}. {melds}; az alávágás becsült esélye {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation>A kopogás gin volt: rakd le ezeket: {melds}; szúrni nem lehet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation>Szúrd rá: {cards}; maradék: {deadwood}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation>Rakd le a lapjaidat: semmi sem illik a kopogó kombinációihoz; maradék: {deadwood}.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Nem</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>kettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>hármas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>négyes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>ötös</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>hatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>hetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>nyolcas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>kilences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>tízes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>király</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>treff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>káró</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kőr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pikk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation>Lefelé fordított lap</translation>
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
        <translation>Lapjaid</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation>Most nincs lapod az asztalon.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>{owner} lapjai, %n lap. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation>Minden osztás (összesen {count}) megfelel az előre rögzített lenyomatának.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation>Ebben a partiban még egy leosztás sem ért véget, így nincs ellenőrizhető osztás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation>Ezt a partit még az ellenőrizhető osztások bevezetése előtt osztották: nincs mit ellenőrizni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation>A fájl nem ellenőrizhető: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation>A parti osztásai nem ellenőrizhetők: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: a fájlban lévő bejegyzése sérült ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: a titkából számolt lenyomat nem egyezik a rögzített lenyomattal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: a lenyomata nem az, amelyet a parti az emelés előtt rögzített.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: a paklija nem az, amelyet a titka és az emelés kiad ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: a fájlban lévő lépések nem játszhatók le a paklijából ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation>{hand}. leosztás: eltér az előre rögzítettől: véget ért, de a titka nincs a fájlban.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation>A parti osztásai most, az emelésed előtt rögzülnek: {commitment}. Minden leosztás titka a leosztás végén derül ki, és a Játék &gt; Osztások ellenőrzése… menüpont ellenőrzi őket.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation>nem kötelező: bármilyen saját szó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation>A szavad a parti minden keverésébe belekerül, így a lapokat sem a gin3, sem te nem választhatjátok meg egyedül.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation>Emelésed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation>Az osztások lenyomata:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation>Emelésed:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation>{number}. osztás: {commitment}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation>{number}. osztás lenyomata, az osztás előtt rögzítve: {commitment}. A titka a leosztás végén kerül be a partifájlba és az exportált naplóba.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation>Osztások ellenőrzése</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation>A program minden befejezett leosztás pakliját újra kiosztja a felfedett titkából és az emelésből, majd összeveti a lenyomatával és a kijátszott lapokkal. Ugyanez az ellenőrzés a program nélkül is lefuttatható: gin3 verify MATCH_FILE.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation>Fájl ellenőrzése…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation>Nincs parti az asztalon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation>Az asztalon lévő parti:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation>Egy partifájl osztásainak ellenőrzése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation>gin3 partik (*.json);;Minden fájl (*)</translation>
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
        <translation>Folytatod a partit?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation>Parti &amp;folytatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation>Új &amp;parti indítása</translation>
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
        <translation>Egy befejezetlen partit mentettünk ekkor: {when}, a(z) {number}. leosztásban. Állás: {players}.

Folytatod ott, ahol abbamaradt?</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation>Parti mentése másként</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation>A parti mentve ide: {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation>Parti megnyitása</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation>Napló exportálása</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation>A napló akkor exportálható, ha egy játékos ül az asztalnál.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation>A naplót nem sikerült ide írni: {path}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation>A napló exportálva ide: {path}.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation>A parti nem ért véget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation>Az asztalon lévő parti nem ért véget. Menti, mielőtt otthagyja?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Mentés másként…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Elvetés</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation>Most nem kopoghatsz: kopogni húzás után lehet, dobás helyett.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation>Nincs mit lerakni: senki sem kopogott.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation>Most nem folyik leosztás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation>Az asztal le van takarva: előbb a következő játékosnak kell átvennie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Kérlek, várj: most ő jön: {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation>Most nincs elfogadható javaslat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation>Ez nem lépés ebben a játékban.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>A leosztás véget ért.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation>Előbb vedd fel vagy passzold a felfordított lapot (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation>Mindkét játékos passzolta a felfordított lapot: húzz a talonból (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation>Előbb húzz egy lapot a talonból vagy a dobóhalomról (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation>Már húztál: most dobj vagy kopogj (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation>Rakd le a lapjaidat: a másik oldal kopogott (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation>Ez a lap nincs a kezedben: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation>A dobóhalomról épp felvett lapot nem dobhatod el ugyanebben a körben (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation>Kopogáskor el kell dobni egy lapot: ebben a partiban nem játszható nagy gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>A nagy ginhez mind a tizenegy lapnak kombinációban kell lennie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation>Nem kopoghatsz: a maradékod {deadwood} lenne, a kopogáshoz legfeljebb {limit} kell (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation>Nem kopoghatsz: a maradékod {deadwood} lenne, és ebben a leosztásban csak ginnel lehet kopogni (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation>Ginre senki sem szúrhat (R16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation>Egy lapot csak egyszer lehet szúrni (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation>Nincs {number}. számú kombináció, amelyre ez a lap szúrható: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation>{card} nem szúrható erre: {meld} (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation>Ennek a kombinációnak egy lapja már egy másik kombinációban van: {meld} (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation>Ezek a lapok nincsenek a kezedben: {cards} (kombináció: {meld}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation>A partinak vége, nyertes: {winner}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation>A leosztás véget ért: előbb oszd ki a következő leosztást.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation>A leosztás még folyik.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp készül…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation>Tipp: {move}. {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation>A(z) {name} gépi játékos szabálytalan lépést választott ({error}); helyette szabályos lépést tesz.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{number}. játszma: {winner} nyert, {won}–{lost}. Játszmabónusz: {bonus}; leosztásbónusz: {winner_hands} × {line} ({winner}), nincs ({loser}); nullás győzelem: a győztes ({winner}) összege duplázódik; végösszeg: {final_won}–{final_lost}; eredmény: {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{number}. játszma: {winner} nyert, {won}–{lost}. Játszmabónusz: {bonus}; leosztásbónusz: {winner_hands} × {line} ({winner}) és {loser_hands} × {line} ({loser}); végösszeg: {final_won}–{final_lost}; eredmény: {result}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation>{number}. játszma ({first} {a}, {second} {b})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation>Még nyitott játszmák: {games}.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>Egyenleg %n játszma után: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation>{number}. játszma: {winner} nyert!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation>A három hollywoodi játszmát {winner} nyerte, eredmény: {result}!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation>Az összesítéshez nyomj Entert: Következő játszma, Visszavágó vagy Új parti.</translation>
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
        <translation>gin3 játéknapló: chouette gin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation>gin3 játéknapló: klasszikus gin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation>Gin bónusz: {points} pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation>Alávágási bónusz: {points} pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation>A parti célja: {points} pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation>Nagy gin játszható: a mind a tizenegy lappal mondott gin {extra} ponttal többet ér.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation>Nagy gin nem játszható.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: az első felfordított lap értéke adja a kopogási határt; ásznál csak gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation>A kopogási határ {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation>A dobóhalomról felvett lap ugyanabban a körben eldobható.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>A dobóhalomról felvett lap ugyanabban a körben nem dobható el.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation>Húzás a szerepekért: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation>Húzás az első osztásért: {draws}.</translation>
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
        <translation>{number}. leosztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation>Dobozban: {box}, kapitány: {captain}, kimarad: {sitter}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation>Oszt: {dealer}, mindenkinek tíz lapot; a felfordított lap: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Kopogási határ ebben a leosztásban: {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation>Ebben a leosztásban csak ginnel lehet kopogni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation>{player} felveszi a felfordított lapot: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation>{player} passzolja a felfordított lapot: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation>{player} húz a talonból: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation>{player} húz a talonból.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player} felvesz a dobóhalomról: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation>{player} dob: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation>{player} kopog, dobva: {card}. {melds}, maradék {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation>{player} ginnel zár, dobva: {card}. {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation>{player} nagy ginnel zár mind a tizenegy lappal: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation>{player} lerakja: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation>{player} rászúr: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation>{player} maradéka: {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation>{player} lapjai közt nincs maradék.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation>nincs kombináció</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation>{winner} kopogással nyeri a leosztást: {points} pont ({knocker_deadwood} maradék, szemben ezzel: {defender_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation>{winner} alávágta ezt a játékost: {loser}. {points} pont ({defender_deadwood} maradék, szemben ezzel: {knocker_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation>{winner} ginnel nyeri a leosztást: {points} pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation>{winner} nagy ginnel nyeri a leosztást: {points} pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation>Döntetlen leosztás: {stock_left} lap maradt a talonban, és senki sem kopogott. Senki sem kap pontot, ugyanaz az osztó oszt újra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation>{box} nyert a dobozban, és ott marad; {captain} és {sitter} helyet cserél.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation>{box} elvesztette a dobozt, és kimarad; a dobozba {captain} ül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation>Összesen: {totals}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation>A partit {winner} nyeri, {points} ponttal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation>A parti még tart: a(z) {number}. leosztás folyik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation>Az osztások lenyomata, az emelés előtt rögzítve: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation>A partihoz beírt emelés: {cut}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation>Ehhez a partihoz nem írtak be emelést.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation>Lenyomat az osztás előtt: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation>Az osztás felfedett titka: {secret}.</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation>{number}. játszma
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
            <numerusform>Egyenleg %n játszma után</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation>{number}. játszma: játszmabónusz ({winner})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation>{number}. játszma: leosztásbónusz, minden megnyert leosztásért {bonus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation>{number}. játszma: nullás győzelem, a győztes ({winner}) összege duplázódik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation>{number}. játszma: végösszegek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation>{number}. játszma: {winner} nyer, {result} ponttal</translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation>A leosztás lépései</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation>Add át neki: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation>Dobozban: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation>Kapitány: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation>{name} kimarad, és tanácsot ad a kapitánynak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation>Következik: {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation>Te jössz: javasolj lépést a kapitánynak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation>Te jössz: vedd fel vagy passzold a felfordított lapot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation>Te jössz: húzz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation>Te jössz: dobj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation>A másik oldal kopogott: te jössz, rakd le a lapjaidat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Te jössz.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation>A lapok le vannak takarva, hogy senki ne lássa a másik oldal lapjait. Kattints vagy nyomj Entert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation>Én vagyok {name}: mutasd a lapjaimat</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>A parti %n pontig tart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>Egy játszma %n pontig tart; a győztes {bonus} játszmabónuszt kap.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation>A gin {bonus} pont bónuszt ér.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation>A dobóhalomról felvett lap ugyanabban a körben eldobható.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation>A dobóhalomról felvett lap ugyanabban a körben nem dobható el.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation>Nagy gin játszható: mind a tizenegy lap kombinációban, dobás nélkül, {extra} ponttal több.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation>Nagy gin nem játszható.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: az első felfordított lap értéke a kopogási határ; ásznál csak gin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation>Kopogni legfeljebb 10 maradékponttal lehet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation>A játszma végén minden játékos minden megnyert leosztásért {bonus} leosztásbónuszt kap.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation>Nullás győzelem (a vesztes egy leosztást sem nyert) esetén a győztes játszmaösszege duplázódik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation>Hollywood: három játszmát számolunk egyszerre, mindegyik külön zárul.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation>véletlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>egyszerű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation>gyors kopogó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation>óvatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation>ginvadász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation>A tippek ki vannak kapcsolva a beállításokban.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation>Most nincs tipp: a tipp csak a saját döntéseidhez jár.</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation>{number}. játszma: {name} nyert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation>A három hollywoodi játszmát {name} nyerte.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation>Nyert leosztás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Nullás győzelem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation>Nyert játszma</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation>Pont
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Játszmabónusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation>Leosztásbónusz
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation>Nullás győzelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation>Végösszeg
{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation>A parti összesítése</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation>Lejátszott leosztás: {hands}. Cél: {target} pont.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation>&amp;Következő játszma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation>Ugyanazok a játékosok és szabályok: az egyenleg megmarad, és felváltva osztanak.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Visszavágó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation>Ugyanazok a játékosok és szabályok, újrakevert paklival.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation>Új &amp;parti</translation>
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
            <numerusform>Pontosság %n áttekintett leosztásban: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation>Mennyire közelítettek az egyes játékosok döntései a tanácsadóéihoz, 100%-tól lefelé: lásd a leosztás áttekintését (Játék &gt; Leosztás áttekintése).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation>Új parti</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation>Három játékos: minden leosztásban egy ül a dobozban, egy a kapitány, egy kimarad. Válaszd ki, ki játszik az egyes helyeken.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation>Chouette (három játékos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation>Kétszemélyes gin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation>bármilyen szabályos lépést megtesz (teszteléshez).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation>úgy játszik, mint az egyszerű szint, de néha figyelmetlenül dob; csak 5 vagy kevesebb maradékkal kopog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation>a dobóhalomról csak kombinációba illő lapot vesz fel, a legnagyobb maradék lapját dobja el, és kopog, amint lehet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation>az egyszerű szint módján, de gondosan játszik: megtartja azokat a lapokat, amelyeknek van párjuk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation>felvesz minden felfordított lapot, amely segít, és az első alkalommal kopog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation>megtartja az alacsony lapokat, olyat dob, amire valószínűleg nincs szükséged, és csak kevés maradékkal kopog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation>csak az első három körében kopog, utána ginre vár, és alávágja a kopogót.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation>a lépéseidből kikövetkezteti a lapjaidat, és a lehetőségeit előre végigjátssza.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation>{level}: {way}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation>Két játékos: aki kisebb lapot húz, az oszt először, utána felváltva osztanak. Válaszd ki, ki játszik az egyes helyeken.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Játék:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Játssza</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation>{number}. hely</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation>Gép: {level}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation>A(z) {number}. hely neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation>A(z) {number}. hely játékosa</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation>A gép tanácsainak megjelenítése a lépéseimhez</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation>A parti célja pontban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation>Cél (pont):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation>25 pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 pont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation>Gin bónusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation>Gin bónusz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation>A dobóhalomról felvett lap azonnal eldobható</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation>Nagy gin: mind a tizenegy lap kombinációban, dobás nélkül (6 ponttal több)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation>Oklahoma: az első felfordított lap adja a kopogási határt (ász: csak gin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation>{points} pont megnyert leosztásonként</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation>Leosztásbónusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation>Leosztásbónusz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation>Hollywood: három játszma egyszerre</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation>Egy képernyőn többen is játszhatnak: amikor az asztal a másik oldal egyik játékosához kerül, le van takarva, amíg az a játékos oda nem ül. A szabályok a parti végéig nem változnak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation>Visszavonás engedélyezése, ha többen játszanak egy képernyőn</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation>Minden helynek kell név.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation>A két névnek különböznie kell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation>A három névnek különböznie kell.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation>A Balra és a Jobbra nyíl lépked a leosztásban; a Home és az End az osztáshoz és a végéhez ugrik; az N és a P a következő és az előző hibához visz.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation>Osztás: lépés 0/{steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation>Lépés {step}/{steps}: {move}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation>{name}: {played} – a tanácsadó első választása. {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation>{name}: {played}; a tanácsadó mást választott volna ({best}), a megtett lépést nem pontozta: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation>{name}: {played} – kb. {cost} pontba került; a tanácsadó mást választott volna ({best}): {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n döntés, ebből {matched} úgy, ahogy a tanácsadó is játszana; becslése szerint kb. {lost} pont veszett el.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation>Még egy leosztás sem ért véget: nincs mit áttekinteni.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation>{number}. leosztás áttekintése</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation>A döntések pontozása</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation>&amp;Első</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation>Elő&amp;re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>&amp;Utolsó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation>Elő&amp;ző hiba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation>&amp;Következő hiba</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation>Ugrás a pontatlanságnak, hibának vagy baklövésnek minősített döntésre ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation>A tanácsadó pontozása készül…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation>Itt nem volt választás: ez volt az egyetlen lépés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation>Amíg a parti véget nem ér, itt csak a saját oldalad döntéseit pontozza a program.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation>{number}. leosztás pontozása: döntés {done}/{total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation>A pontozás nem sikerült: {error}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation>Az egyes döntések pontvesztesége</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation>{name} döntései a parti végén láthatók</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation>{name}, {move}. lépés: nincs pontozva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation>{name}, {move}. lépés: {grade}, {cost} pont</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation>Legjobb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Pontatlanság</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Baklövés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Nincs pontozva</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation>{accuracy}%</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation>Minősítés (vesztett pont)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Pontosság ebben a leosztásban</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Pontosság a partiban (%n áttekintett leosztás)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation>Pontosság: {accuracy}.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation>Dobozban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation>Kapitány</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation>Kimarad</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation>Oszt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation>Kezd</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation>Alább a kétszemélyes gin és a chouette gin közös szabályai következnek, úgy, ahogy a chouette ginben játsszák őket.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation>A kétszemélyes gin szabályai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation>A háromszemélyes gin szabályai</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation>A szabályfájl hiányzik ebből a telepítésből.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation>## A parti házszabályai</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation>Kopogás: {winner} nyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation>Alávágás: {winner} nyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation>Gin: {winner} nyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation>Nagy gin: {winner} nyer</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation>Döntetlen leosztás</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation>Doboz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapitány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation>Kimaradó</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation>gin {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation>alávágás {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation>játszmabónusz {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation>leosztásbónusz {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation>nagy gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation>a felvett lap eldobható</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation>Az est egyenlege: {name} {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation>Pontozótömb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation>&amp;Pontozótömb: az utolsó leosztások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation>Az utolsó leosztások megjelenítése vagy elrejtése</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation>Pontlap</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Animáció sebessége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animáció sebessége:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation>Gyors &amp;gépi játékosok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation>Amekkora elfér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation>Kisebb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation>Lapméret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Lapméret:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Négyszínű pakli (treff zöld, káró kék)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation>&amp;Kopogás előtt kérdezzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation>&amp;Tippek engedélyezése (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation>A parti szabályait (gin bónusz, cél, nagy gin, Oklahoma, a dobási szabály) az Új parti ablakban lehet megadni.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>Hang&amp;erő:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation>&amp;Hangok némítása (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation>A rendszer szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Világos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation>Grafit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Barna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation>Kék rács</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation>Piros rács</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation>Zöld rács</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation>Fekete-arany rombuszok</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation>Téma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation>Asztali posztó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation>Hátlap</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation>Megjelenés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>Té&amp;ma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation>Po&amp;sztó:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>Hátla&amp;p:</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation>A felfordított lap felvétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation>A felfordított lap passzolása</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation>A lapjaid lerakása kopogás vagy gin után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation>A következő leosztás kiosztása, ha az előző véget ért</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation>Kopogás a kijelölt lap eldobásával (ha nincs ilyen, a Maradék sor legjobb kopogása)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation>Tipp: a tanácsadó lépése számodra; Enterrel meg is teheted</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation>A fókusz léptetése a kezedben lévő lapokon, illetve a talon és a dobóhalom között</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation>A fókuszban lévő lap áthelyezése a kezeden belül</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation>Fókusz a talonra és a dobóhalomra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation>Fókusz a kezedre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation>Fókusz az első vagy az utolsó lapra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation>A fókuszban lévő lap kijelölése (még egyszer: eldobás)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation>A fókuszban lévő megjátszása: húzás a talonból vagy a dobóhalomról, illetve a lap eldobása</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation>Ha nincs mit megjátszani: a javaslat elfogadása, osztás vagy lerakás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation>A vonszolt lap visszatétele; a kijelölés megszüntetése</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation>A hang be- és kikapcsolása</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation>Az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation>Az asztal alatti gombok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Menük</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation>Amikor a képernyő letakarva várja a következő játékost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation>Itt vagyok: mutasd a lapjaimat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Pontlap</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation>A kijelölt sor leosztásának áttekintése</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation>Leosztás áttekintése</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation>Billentyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Művelet</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation>Húzás a szerepekért</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation>Minden játékos emelt egy lapot. A legmagasabb a dobozba kerül, a középső a kapitány, a legalacsonyabb kimarad; egyenlőségnél újra emelnek (R7, az ász alacsony).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation>Dobozban: {box}, ő oszt; kapitány: {captain}; kimarad: {sitter}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation>Az első leosztáshoz nyomd meg az Osztás gombot (Enter).</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation>Javasolj lépést: {captain}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation>Tedd meg a javasolt lépést a szokott módon; ez csak tanács: {captain} dönt.</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation>Te jössz: az első felfordított lap</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation>Vedd fel a felfordított lapot (húzd a kezedbe, vagy nyomd meg a T-t), vagy passzolj (P). Ha mindkét játékos passzol, a nem osztó játékos húz a talonból.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation>Vedd fel a felfordított lapot (húzd a kezedbe, vagy nyomd meg a T-t), vagy passzolj (P). Ha mindkét játékos passzol, a kapitány a talonból húz (R12).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation>Te jössz: húzz egy lapot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation>Húzd vagy kattintsd a talont vagy a dobóhalmot (vagy nyomj rajta Entert).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation>Te jössz: dobj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation>Húzz egy lapot a dobóhalomra, vagy kattints rá duplán (vagy válaszd ki, és nyomj Entert).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation>Kopoghatsz: a dobott lapot tedd a kopogás helyére, vagy nyomd meg a K-t (R13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation>{name} kopogott</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation>Rakd le a lapjaidat: a Lerakás (L) gombbal megmutatod a kombinációidat, és szúrhatsz.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation>Következik: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Kopogási határ ebben a leosztásban: {limit}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} dobott: {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} húzott a talonból.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation>{name} felvett a dobóhalomról: {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation>{name} felvette a felfordított lapot: {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} passzolta a felfordított lapot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation>{name} ginnel zárt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation>{name} kopogott, maradék: {count}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation>Húzás az osztásért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation>Mindkét játékos húzott egy lapot. A kisebb lap osztja az első leosztást, utána felváltva osztanak; egyenlőségnél újra húznak (C1, az ász a legkisebb).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation>Oszt: {dealer}; kezd: {other}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation>A szerepek maradnak, és újra {box} oszt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation>{box} nyert a dobozban, és ott marad; {sitter} lesz a kapitány, {captain} kimarad (R8).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation>{box} vesztett a dobozban, és kimarad; {captain} ül a dobozba, {sitter} lesz a kapitány (R8).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation>{knocker} ginnel zárt: egyáltalán nincs maradéka!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation>{defender} nem szúrhat, és {dd} pontot számol.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation>A nagy gin értéke {bonus} + {extra} + {dd} = {points} (R16).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>A gin értéke a(z) {bonus} bónusz plusz {dd}: %n pont (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation>{knocker} kopogott, maradék: {kd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation>{defender} rászúrt ({cards}), és {dd} pontot számol.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation>{defender} {dd} pontot számol.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation>A kopogó megkapja a különbséget: {dd} − {kd} = {points} (R14).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation>Alávágás! {defender} pontja: {bonus} + {kd} − {dd} = {points} (R15).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation>Döntetlen leosztás</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>Csak %n lap maradt a talonban, és senki sem kopogott, így senki sem kap pontot (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} nyer: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} állása: %n pont.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation>Osztáshoz nyomd meg az N billentyűt vagy a Következő leosztás gombot.</translation>
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
            <numerusform>{winner} nyerte a partit, %n ponttal!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation>Végeredmény: {totals}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation>Újabb partihoz nyomd meg az Új parti gombot (Ctrl+N); Enterre megjelenik az összesítés.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation>a felfordított lap felvétele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation>a felfordított lap passzolása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>húzás a talonból</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation>a dobóhalom felső lapjának felvétele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation>dobás: {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation>kopogás mind a tizenegy lappal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation>kopogás, dobva: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation>a következő leosztás kiosztása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation>a lapok lerakása</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} ebben a leosztásban %n lépést vont vissza.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation>Hang kikapcsolva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation>Hang bekapcsolva.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation>Nincs hang: nem található hanglejátszó (keresve: {players}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation>Nincs hang: a GIN3_SOUND=off erre a futásra kikapcsolja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation>Nincs hang: a(z) {player} nem tudta lejátszani ({error}).</translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation>{won} / {played} ({rate}%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation>emberek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation>vegyes szintek</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation>Forma:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation>A játékos, akinek a formája látható</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation>Nyert partik az ellenfelek szintje szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation>Még nincs befejezett parti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation>Pont leosztásonként az utolsó partikban (kiemelve: nyert)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation>Még nincs befejezett parti: a diagram a partik végeztével telik meg.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (gép, {level})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation>Nyert partik — chouette: {chouette}; kétszemélyes gin: {two}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation>Zsinórban nyert partik: jelenleg {current}, a csúcs {best}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation>100 leosztásonként: gin {gins}, alávágott {dealt}, alávágták {suffered}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation>100 leosztásonként: még egy leosztás sem ért véget</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation>ellenfelek: {opponents}; {rate}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation>nyert, {points} pont leosztásonként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation>vesztett, {points} pont leosztásonként</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="+257"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chouette (three players)</source>
        <translation>Chouette (három játékos)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation>Statisztika játékosonként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation>Kétszemélyes gin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation>Játékosonként: a kétszemélyes gin befejezett és nyert játszmái, az eredményeik összege (a nyert játszma eredménye hozzáadódik, az elvesztetté levonódik), valamint a ginek, alávágások és nullás győzelmek kétszemélyes ginben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation>Kétszemélyes gin: statisztika játékosonként</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation>Statisztika &amp;törlése…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation>A statisztika beolvasása…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation>{error} A gin3 hamarosan újra próbálkozik; az addig számolt partik megmaradnak, és bekerülnek a fájlba, amint az szabad lesz.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation>Statisztika törlése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Törlöd minden játékos statisztikáját? Ez nem vonható vissza.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation>Még nincs parti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation>Játékosonként: befejezett, nyert és félbehagyott partik (egy másikért befejezetlenül hagyva). A leosztásoszlopok minden végigjátszott leosztást számolnak, a befejezett és a félbehagyott partikban is; a tanácsoszlop minden döntést, amelyhez a kimaradó játékos tanácsot adott.</translation>
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
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation>Nyert leosztás a dobozban</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation>Nyert leosztás kapitányként</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation>Ginek</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation>Alávágott</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation>Alávágták</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Pont leosztásonként</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation>Megfogadott tanács</translation>
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
        <translation>Befejezett játszmák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Nyert játszmák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation>Eredmény (a játszmák összege)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Nullás győzelmek</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation>Befejezett partik</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation>Nyert partik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation>Félbehagyott partik</translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation>nem közönséges fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation>nem olvasható ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation>{size} bájt hosszú, nagyobb bármely gin3 partinál (legfeljebb {limit} bájt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation>nem gin3 mentés: nem szöveg (a(z) {position}. bájt nem UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation>sérült vagy csonka: nem érvényes JSON ({line}. sor, {column}. oszlop)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation>sérült: a JSON túl mélyen egymásba ágyazott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation>sérült: olvashatatlanul hosszú számot tartalmaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation>nem játszható le újra ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation>A mentett parti nem folytatható: {reason}. A fájlt megőriztük ezen a néven: {kept_as}, a gin3 nélküle megy tovább.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation>A mentett parti nem folytatható: {reason}. A gin3 nem tudta félretenni a fájlt ({error}); még mindig itt van: {path}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation>Nincs folytatható befejezetlen parti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation>A partifájl nem nyitható meg ({path}): {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation>A gin3 nem tudta ide menteni a partit: {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation>A mentett parti ({path}) nem olvasható ({error}). A gin3 érintetlenül hagyja a fájlt, és újraindításig nem ment automatikusan, hogy semmi ne írja felül; tedd olvashatóvá a fájlt, majd indítsd újra a gin3-at a parti folytatásához.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation>{reason} A játék folytatódik; a gin3 a következő lépés után újra próbálkozik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation>A parti mentése újra működik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation>A statisztika frissítése újra működik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation>A statisztikafájl sérült volt ({error}). Megőriztük ezen a néven: {kept_as}, és újat kezdtünk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation>A gin3 nem tudta frissíteni a statisztikát itt: {path}: {error}.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n pont, ő jön</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n pont, ő jön</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Talon, %n lap</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation>Most húzhatsz belőle.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Dobóhalom, felső lap: {card}, %n lap</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Dobóhalom, üres</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation>Most felveheted a felső lapját.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation>A kopogás helye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation>Most kopoghatsz: tegyél ide egy lapot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation>Ide tegyél egy lapot a kopogáshoz, ha a maradékod már megengedi.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>A kezed, %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>{name} keze, %n lap</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation>a kezedben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation>{name} kezében</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation>{name} kezében, a dobóhalomról felvéve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation>a kezedben, sorban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation>a kezedben, csoportban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation>a kezedben, maradék lap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation>{name} kezében, sorban</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation>{name} kezében, csoportban</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation>{name} kezében, maradék lap</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation>{name} kombinációjára szúrva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation>{name} kombinációjában</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation>{name} maradék lapjai között</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation>Kopogás</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation>Talon ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation>Dobóhalom</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation>Maradék {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Kombináció</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation>Gin: nincs maradék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation>Nincs maradék</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation>egyenlő: újra emel</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation>Javasolt</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation>Kopogj ide</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation>Te jössz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation>Ő jön</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation>A kapitányt figyeli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation>Ebből kimarad</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation>Gép: {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation>Ennél a képernyőnél játszik</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation>Kopogás húzás után</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation>Kopogás {count} maradékkal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation>Maradék {count}: túl sok a kopogáshoz</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation>Oda nem tehető lap.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation>Előbb válassz egy lapot a kezedből, aztán kattints a dobóhalomra.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation>Kártyaasztal</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation>A chouette megtanulása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation>A kétszemélyes gin megtanulása</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation>Ez a lecke egy leosztást játszik le veled. Olvasd el az egyes lépéseket, majd tedd meg az asztalon, amit kérnek. Más lépést a lecke nem fogad el, de újra próbálkozhatsz. A saját partid megvár, amíg a lecke véget ér.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation>A chouette háromszemélyes gin römi. Minden leosztásban egy játékos ül a dobozban, és egyedül játszik: most {box}. Ellene a kapitány játszik: ez te vagy. A kimaradó játékos, {sitter}, nem kap lapot, a te oldaladon áll, és javasolhat neked lépéseket. Minden leosztás után a szerepek továbbvándorolnak.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation>{box} mindkettőtöknek tíz lapot osztott. A dobóhalmon képpel felfelé fekvő lap az első felfordított lap: {upcard}. Elsőként te veheted fel. Nem ad kombinációt a lapjaiddal, ezért passzold: kattints a Passz gombra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation>{box} is passzolta a felfordított lapot. Most te húzol: kattints a talonra (a lefelé fordított lapok halmára), és megkapod a felső lapját.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation>Ezt húztad: {drawn}. Kombináció három vagy négy azonos értékű lap (csoport), vagy három vagy több egymást követő, azonos színű lap (sor). A kombinációid most: {melds}. A többi lap a maradék. Ezek pontjai ellened számítanak: az ász 1, a figurák 10 pontot érnek. A maradékod most: {deadwood}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation>Most dobj egy lapot a dobóhalomra. A kimaradó játékos, {sitter}, a tanácspanelen javasol egy lapot. Elfogadhatod (a Javaslat elfogadása gombbal vagy Enterrel), vagy dobhatsz másik lapot is: a kapitány dönt. Itt jó a tanács: fogadd el, vagy dobd el magad ezt: {thrown}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation>Most dobj egy lapot a dobóhalomra: húzd oda, vagy kattints rá duplán. Ezt dobd: {thrown}. Ez a legmagasabb lapod, amely nincs kombinációban.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation>{box} húzott a talonból, és ezt dobta: {taken}. Ez a lap kombinációt ad a lapjaiddal. Vedd fel: kattints a dobóhalomra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation>Ezzel a lappal ({taken}) a maradékod egy dobás után 10 vagy kevesebb, így kopoghatsz. A kopogás véget vet a leosztásnak. Jelöld ki ezt a lapot: {discard} (kattints rá), majd kattints a Kopogás gombra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation>Kopogtál: a kombinációid képpel felfelé fekszenek az asztalon. Most {box} rakja le a lapjait. {box} lapokat szúrhat a kombinációidra: olyan lapot, amely illik egy csoporthoz, vagy meghosszabbít egy sort. Ez csökkenti {box} maradékát.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation>Elszámolás. Mindkét oldal összeszámolja a maradékát. A tiéd kevesebb, így megkapod a különbséget: {points} pont. Ha {box} maradéka ugyanannyi vagy kevesebb lett volna, alávágott volna, és 10 ponttal többet kapott volna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation>Kapitányként nyertél, így a következő leosztásban te ülsz a dobozban.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation>Ez volt a teljes leosztás. Kattints a Befejezés gombra, és visszatérsz a saját játékodhoz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation>Nem ez a lépés: {upcard} nem ad kombinációt a lapjaiddal. Kattints a Passz gombra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation>Nem ez a lépés: ha mindkét játékos passzolt, a kezdő játékos húz a talonból.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation>Nem ez a lépés: ebben a leckében fogadd meg a kimaradó tanácsát. Dobd ezt: {thrown}, a legmagasabb maradék lapod.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation>Nem ez a lépés: dobd ezt: {thrown}, a legmagasabb lapod, amely nincs kombinációban.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation>Nem ez a lépés: vedd fel a dobóhalomról ezt: {taken}. Kombinációt ad a lapjaiddal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation>Nem ez a lépés: most kopogj. Jelöld ki ezt: {discard}, majd kattints a Kopogás gombra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation>Még ne: olvasd el a lépést, majd kattints a Tovább gombra.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation>A lecke most másik lépést kér: olvasd el a lecke paneljét.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation>A chouette &amp;megtanulása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation>A &amp;kétszemélyes gin megtanulása</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation>Kilépés a leckéből</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation>Figyeld a másik játékos lépését.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>Befejezés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation>A chouette háromszemélyes gin römi. Szeretnél egy rövid leckét? Lépésről lépésre lejátszik veled egy leosztást. Később a Súgó menüben is megtalálod.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation>A lecke &amp;indítása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Most nem</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation>Üdvözöl a gin3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation>Hogy hívnak? A neved a helyednél jelenik meg, és a statisztikában is megmarad.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Hangok némítása</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation>&amp;Osztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation>Felfordított lap &amp;felvétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Kopogás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation>&amp;Lerakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Következő leosztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation>Új &amp;parti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation>Rendezés:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation>&amp;szín szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation>&amp;érték szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation>&amp;kombinációk szerint</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation>Felfordított lap &amp;felvétele (javasolt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation>&amp;Passz (javasolt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation>&amp;Kopogás (javasolt)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation>Maradék {count} — {card} eldobása után: {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation>Maradék {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation>Az a dobás, amely most a legkevesebb maradékot hagyja. A tanács a még érkező lapokat és a többi játékost is mérlegeli (a legjobb várható eredményt), ezért más lapot is javasolhat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation>A kezedben lévő maradék: a legjobb kombinációkon kívül eső lapok pontjai.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation>Javasolj lépést neki: {captain}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation>{name}, te jössz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Te jössz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation>Következik: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation>A leosztás véget ért: nyomd meg az N billentyűt vagy a Következő leosztás gombot.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation>A partit {name} nyerte.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation>A gép tanácsainak &amp;megjelenítése a lépéseimhez</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation>Kopogsz?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation>Ez legyen a lépésed: {move}?</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation>A gép tanácsa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation>A kimaradó tanácsa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation>Pontlap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation>Lapjaid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation>Kétszemélyes gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation>Háromszemélyes gin römi</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation>Új &amp;parti…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation>Parti &amp;megnyitása…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation>Parti me&amp;ntése másként…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation>Napló &amp;exportálása…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation>&amp;Osztások ellenőrzése…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation>&amp;Leosztás áttekintése…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statisztika…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation>Gyors &amp;gépi játékosok</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation>A gin3 &amp;névjegye</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Rendszer nyelve</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation>A parti házszabályai: {rules}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>%n lépés visszavonva.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation>Utolsó lépés</translation>
    </message>
</context>
</TS>
