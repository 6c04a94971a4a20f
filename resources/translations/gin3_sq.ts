<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation>Rreth gin3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Xhin remi me tre: lojtari në kuti kundër një kapiteni dhe lojtarit që pushon.&lt;/p&gt;&lt;p&gt;Letrat i vizatoi gin3; shkronja DejaVu Sans (licenca Bitstream Vera / DejaVu).&lt;/p&gt;&lt;p&gt;Ndërtuar me Qt {qt}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain} ndoqi {followed} nga %n sugjerim i lojtarit që pushon.</numerusform>
            <numerusform>{captain} ndoqi {followed} nga %n sugjerime të lojtarit që pushon.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation>Sa do të kishin vlejtur sugjerimet e pandjekura nuk mund të thuhet: i bëri një njeri, dhe vlerësohen vetëm lëvizjet e këshilltarit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation>Sa do të kishin vlejtur sugjerimet e pandjekura nuk mund të thuhet: këshilltari nuk vlerësoi çdo lëvizje që kapiteni luajti në vend të tyre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation>Sipas vlerësimeve të vetë këshilltarit, sugjerimet e pandjekura vlenin gjithsej rreth {points} pikë të pritshme më shumë se lëvizjet e luajtura; është një vlerësim, jo një rilojë e dorës.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation>Sipas vlerësimeve të vetë këshilltarit, lëvizjet e luajtura vlenin gjithsej rreth {points} pikë të pritshme më shumë se sugjerimet e pandjekura; është një vlerësim, jo një rilojë e dorës.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation>Sipas vlerësimeve të vetë këshilltarit, lëvizjet e luajtura vlenin po aq.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation>Sugjerim: {move}.
{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation>Edhe e mundur: {move}.
{reason}</translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation>Sugjeron vetëm lojtari që pushon, para lëvizjes së kapitenit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation>Kjo lëvizje nuk i lejohet kapitenit tani, prandaj nuk mund të sugjerohet.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation>E sugjeron {sitter}.</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation>Gjendja e këshillës</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation>Sugjerimet e lojtarit që pushon</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation>&amp;Prano sugjerimin</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation>&amp;Sugjero një lëvizje</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation>Le të &amp;vendosë kapiteni</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation>&amp;Këshillo lëvizjet e kapitenit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation>Sugjerimet e kompjuterit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation>Xhini për dy nuk ka lojtar që pushon: shtyp H për një ndihmë për lëvizjen tënde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation>Këshillat e kompjuterit për lëvizjet e tua shfaqen këtu gjatë dorës.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation>Kompjuteri i sugjeron këtë lëvizje lojtarit {player}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation>Kompjuteri të këshillon vetëm për lëvizjet e tua.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation>Këshillat e lojtarit që pushon shfaqen këtu gjatë dorës.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation>Tavolina po i kalon lojtarit tjetër.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation>Lojtari në kuti nuk i sheh kurrë këshillat e ekipit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation>{sitter}, sugjero lëvizjen e kapitenit ({captain}): bëje në tavolinë si zakonisht (tërhiq, kliko ose taste); është vetëm këshillë.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation>{sitter} i sugjeron këtë lëvizje kapitenit ({captain}):</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation>Ende asnjë sugjerim për këtë vendim.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation>Lojtari që pushon këshillon vetëm për vendimet e kapitenit.</translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation>Merr {card}: me letrat e tua bën kombinimin {meld}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation>Merr {card}: pikët e pashoqe zbresin nga {before} në {after}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation>Tërhiq nga pakoja: {card} nuk bën kombinim me letrat e tua.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation>Pas për {card}: nuk bën kombinim me letrat e tua.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation>Merr {card}: të mbeten {after} të pashoqe; një letër nga pakoja do të linte mesatarisht {expected}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Tërhiq nga pakoja: {card} do të bënte kombinim, por letra nga pakoja e mban dorën tënde të fshehtë. Nëse e merr, të mbeten {after} të pashoqe; një letër nga pakoja lë mesatarisht {expected}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Pas për {card}: do të bënte kombinim, por letra nga pakoja e mban dorën tënde të fshehtë. Nëse e merr, të mbeten {after} të pashoqe; një letër nga pakoja lë mesatarisht {expected}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation>Hidh {card}: kundërshtari nuk mund ta përdorë më në kombinim; mbeten {deadwood} të pashoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation>Hidh {card}, letrën tënde më të lartë të pashoqe; mbetet e hapur {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation>Hidh {card}, letrën tënde më të lartë të pashoqe; mbeten {deadwood} të pashoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation>Hidh {card}, një letër pa kombinim; mbetet e hapur {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation>Hidh {card}, një letër pa kombinim; mbeten {deadwood} të pashoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation>Hidh {card} nga {meld}; mbeten {deadwood} të pashoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation>Mos troket ende: hidh {card}; po të trokasësh tani, rreziku i vlerësuar i nënprerjes është {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation>Mos troket ende: hidh {card}; pritja vlerësohet {wait} pikë, trokitja më e mirë vetëm {knock}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation>Trokit me xhin: {melds}; shënon {bonus} plus të pashoqet e kundërshtarit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation>Trokit me {deadwood} të pashoqe, duke hedhur {card}: {melds}; vetëm {layoffs} letra të padukura mund t&apos;u shtohen këtyre kombinimeve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation>Trokit me {deadwood} të pashoqe, duke hedhur {card}: {melds}; rreziku i vlerësuar i nënprerjes {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation>Trokitja ishte xhin: ul {melds}; nuk mund të shtohet asgjë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation>Shto {cards}; mbeten {deadwood} të pashoqe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation>Ul letrat: asgjë nuk u shtohet kombinimeve të trokitësit; {deadwood} të pashoqe.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation>Në rregull</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Po</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Jo</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Dy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Katër</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Pesë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Gjashtë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Shtatë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Tetë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Nëntë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dhjetë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Fant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Çupë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Mbret</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>spathi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kupë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>maç</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation>Letër e kthyer përmbys</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+4"/>
        <source>Your cards</source>
        <translation>Letrat e tua</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation>Tani nuk ka letra të tuat në tavolinë.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>Dora e {owner}: %n letër. {deadwood}</numerusform>
            <numerusform>Dora e {owner}: %n letra. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation>Të gjitha {count} ndarjet përputhen me zotimet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation>Asnjë dorë e kësaj partie nuk ka mbaruar ende, prandaj nuk ka ndarje për të kontrolluar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation>Kjo parti u nda para ndarjeve të verifikueshme: nuk ka asgjë për të kontrolluar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation>Skedari nuk mund të kontrollohet: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation>Ndarjet e kësaj partie nuk mund të kontrollohen: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation>Dora {hand} nuk përputhet me zotimin: regjistrimi i saj në skedar është i dëmtuar ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation>Dora {hand} nuk përputhet me zotimin: hash-i i sekretit të saj nuk është zotimi i saj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation>Dora {hand} nuk përputhet me zotimin: zotimi i saj nuk është ai që partia dha para prerjes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation>Dora {hand} nuk përputhet me zotimin: renditja e letrave të saj nuk është ajo që japin sekreti i saj dhe prerja ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation>Dora {hand} nuk përputhet me zotimin: lëvizjet në skedar nuk mund të luhen me letrat e saj ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation>Dora {hand} nuk përputhet me zotimin: ka mbaruar, por sekreti i saj nuk është në skedar.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation>Ndarjet e kësaj partie fiksohen tani, para prerjes sate: {commitment}. Sekreti i çdo dore zbulohet kur mbaron dora, dhe Loja &gt; Kontrollo ndarjet… i kontrollon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation>sipas dëshirës: një fjalë çfarëdo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation>Fjala jote futet në çdo përzierje të letrave të partisë, kështu që letrat nuk i zgjedh vetëm gin3, as vetëm ti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation>Prerja jote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation>Zotimi i ndarjeve:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation>Prerja jote:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation>Ndarja {number}: {commitment}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation>Zotimi për ndarjen {number}, i fiksuar para ndarjes: {commitment}. Sekreti i saj zbulohet në skedarin e partisë dhe në regjistrin e eksportuar sapo të mbarojë dora.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation>Kontrollo ndarjet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation>Letrat e çdo dore të mbaruar ndahen përsëri nga sekreti i saj i zbuluar dhe prerja, dhe krahasohen me zotimin e saj dhe me letrat e luajtura. I njëjti kontroll bëhet edhe pa aplikacionin: gin3 verify SKEDARI_I_PARTISË.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation>Kontrollo një skedar…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation>Nuk ka parti në tavolinë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation>Partia në tavolinë:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation>Kontrollo ndarjet e një skedari partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation>Parti gin3 (*.json);;Të gjithë skedarët (*)</translation>
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
        <translation>Të vazhdohet partia?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation>&amp;Vazhdo partinë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation>Fillo një parti të &amp;re</translation>
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
        <translation>Një parti e papërfunduar u ruajt më {when}, në dorën {number}. Rezultati: {players}.

Të vazhdohet aty ku mbeti?</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation>Ruaje partinë si</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation>Partia u ruajt te {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation>Hap partinë</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation>Eksporto regjistrin</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation>Regjistri mund të eksportohet kur një lojtar është në tavolinë.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Regjistri nuk u shkrua dot te {path}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation>Regjistri u eksportua te {path}.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation>Partia nuk ka mbaruar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation>Partia në tryezë nuk ka mbaruar. Ta ruani para se ta lini?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Ruaje si…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Hidhe poshtë</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation>Nuk mund të trokasësh tani: trokitet pas tërheqjes, në vend të hedhjes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation>Nuk ka ç&apos;të ulet: askush nuk trokiti.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation>Tani nuk po luhet asnjë dorë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation>Tavolina është e mbuluar: lojtari tjetër duhet ta marrë më parë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Prit pak: është radha e {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation>Tani nuk ka sugjerim për t&apos;u pranuar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation>Kjo nuk është lëvizje e lojës.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>Dora mbaroi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation>Së pari merr letrën e hapur ose thuaj pas (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation>Të dy lojtarët thanë pas për letrën e hapur: tërhiq nga pakoja (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation>Së pari tërhiq një letër, nga pakoja ose nga letrat e hedhura (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation>Tërhoqe: tani hidh ose troket (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation>Ul letrat: ana tjetër trokiti (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation>Letra {card} nuk është mes letrave të tua.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation>Nuk mund të hedhësh letrën që sapo more nga letrat e hedhura (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation>Trokitja duhet të hedhë një letër: në këtë parti nuk luhet xhini i madh.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>Për xhinin e madh duhen të njëmbëdhjetë letrat në kombinime.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation>Nuk mund të trokasësh: do të kishe {deadwood} të pashoqe; për trokitje duhen {limit} ose më pak (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation>Nuk mund të trokasësh: do të kishe {deadwood} të pashoqe, dhe në këtë dorë mund të trokitet vetëm me xhin (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation>Askush nuk mund të shtojë te xhini (R16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation>Një letër mund të shtohet vetëm një herë (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation>Nuk ka kombinim me numër {number} për t&apos;i shtuar letrën {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation>{card} nuk mund t&apos;i shtohet {meld} (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation>Një letër e kombinimit {meld} është tashmë në një kombinim tjetër (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation>Letrat {cards} të kombinimit {meld} nuk janë mes letrave të tua.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation>Partia mbaroi: fitoi {winner}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation>Dora mbaroi: ndaj më parë dorën e radhës.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation>Dora po luhet ende.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation>Po mendoj një ndihmë…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation>Ndihmë: {move}. {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation>Lojtari kompjuter {name} zgjodhi një lëvizje të palejuar ({error}); në vend të tij luhet një lëvizje e lejuar.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} fiton lojën {number}, {won}–{lost}: bonusi i lojës {bonus}, bonusi për dorë {winner_hands} × {line} për {winner} dhe asnjë për {loser}; fitore me zero: totali i lojtarit {winner} dyfishohet; totalet përfundimtare {final_won}–{final_lost}, rezultati i lojës {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} fiton lojën {number}, {won}–{lost}: bonusi i lojës {bonus}, bonusi për dorë {winner_hands} × {line} për {winner} dhe {loser_hands} × {line} për {loser}; totalet përfundimtare {final_won}–{final_lost}, rezultati i lojës {result}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation>loja {number} ({first} {a}, {second} {b})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation>Lojërat ende të hapura: {games}.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>Bilanci pas %n loje: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Bilanci pas %n lojërash: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation>{winner} fiton lojën {number}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation>{winner} fiton të tria lojërat e Hollivudit, rezultati i lojërave {result}!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation>Shtyp Enter për përmbledhjen: Loja e radhës, Revansh ose Parti e re.</translation>
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
        <translation>Regjistri i lojës gin3: xhin shuet, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation>Regjistri i lojës gin3: xhin klasik, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation>Bonusi i xhinit: {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation>Bonusi i nënprerjes: {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation>Objektivi i partisë: {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation>Luhet xhini i madh: xhini me të njëmbëdhjetë letrat shënon {extra} më shumë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation>Xhini i madh nuk luhet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vlera e letrës së parë të hapur cakton kufirin e trokitjes; një as do të thotë vetëm xhin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation>Kufiri i trokitjes është {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation>Letra e marrë nga letrat e hedhura mund të hidhet në të njëjtën radhë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Letra e marrë nga letrat e hedhura nuk mund të hidhet në të njëjtën radhë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation>Tërheqja për rolet: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation>Tërheqja për ndarjen e parë: {draws}.</translation>
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
        <translation>Dora {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation>Në kuti: {box}, kapiten: {captain}, pushon: {sitter}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation>{dealer} u ndan secilit dhjetë letra; letra e hapur është {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Kufiri i trokitjes në këtë dorë: {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation>Në këtë dorë mund të trokitet vetëm me xhin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation>{player} merr letrën e hapur {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation>{player} thotë pas për letrën e hapur {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation>{player} tërheq {card} nga pakoja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation>{player} tërheq nga pakoja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player} merr {card} nga letrat e hedhura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation>{player} hedh {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation>{player} troket, duke hedhur {card}: {melds}, të pashoqe {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation>{player} bën xhin, duke hedhur {card}: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation>{player} bën xhin të madh me të njëmbëdhjetë letrat: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation>{player} ul {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation>{player} shton {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation>{player} mbetet me të pashoqe {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation>{player} mbetet pa letra të pashoqe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation>pa kombinime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation>{winner} fiton dorën me trokitje: {points} pikë ({knocker_deadwood} të pashoqe kundrejt {defender_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation>{winner} nënpret {loser}: {points} pikë ({defender_deadwood} të pashoqe kundrejt {knocker_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation>{winner} fiton dorën me xhin: {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation>{winner} fiton dorën me xhin të madh: {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation>Dorë e barabartë: në pako mbetën {stock_left} letra dhe askush nuk trokiti. Askush nuk shënon dhe i njëjti ndarës ndan përsëri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation>{box} fitoi në kuti dhe mbetet aty; {captain} dhe {sitter} ndërrojnë vendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation>{box} humbi kutinë dhe pushon; në kuti hyn {captain}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation>Gjithsej: {totals}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation>{winner} fiton partinë me {points} pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation>Partia vazhdon ende: po luhet dora {number}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation>Zotimi i ndarjeve, dhënë para prerjes: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation>Prerja e shkruar për këtë parti: {cut}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation>Për këtë parti nuk u shkrua asnjë prerje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation>Zotimi para ndarjes: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation>Sekreti i ndarjes, i zbuluar: {secret}.</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation>Loja {number}
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
            <numerusform>Bilanci pas %n loje</numerusform>
            <numerusform>Bilanci pas %n lojërash</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation>Loja {number}: bonusi i lojës ({winner})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation>Loja {number}: bonusi për dorë, {bonus} për çdo dorë të fituar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation>Loja {number}: fitore me zero, totali i lojtarit {winner} dyfishohet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation>Loja {number}: totalet përfundimtare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation>Loja {number}: fiton {winner} me {result}</translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation>Lëvizjet e kësaj dore</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation>Jepja {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation>Në kuti: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation>Kapiten: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation>{name} pushon dhe këshillon kapitenin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation>Luan tani: {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation>Radha jote: sugjero lëvizjen e kapitenit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation>Radha jote: merr letrën e hapur ose thuaj pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation>Radha jote: tërhiq një letër.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation>Radha jote: hidh një letër.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation>Ana tjetër trokiti: radha jote të ulësh letrat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Radha jote.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation>Letrat janë fshehur që askush të mos shohë dorën e anës tjetër. Kliko ose shtyp Enter.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation>Jam {name}: trego letrat e mia</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Partia luhet deri në %n pikë.</numerusform>
            <numerusform>Partia luhet deri në %n pikë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>Një lojë luhet deri në %n pikë; fituesi merr bonusin e lojës prej {bonus}.</numerusform>
            <numerusform>Një lojë luhet deri në %n pikë; fituesi merr bonusin e lojës prej {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation>Xhini shënon një bonus prej {bonus} pikësh.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation>Letra e marrë nga letrat e hedhura mund të hidhet në të njëjtën radhë.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation>Letra e marrë nga letrat e hedhura nuk mund të hidhet në të njëjtën radhë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation>Luhet xhini i madh: të njëmbëdhjetë letrat në kombinime, pa hedhje, {extra} pikë më shumë.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation>Xhini i madh nuk luhet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vlera e letrës së parë të hapur është kufiri i trokitjes; një as do të thotë vetëm xhin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation>Për trokitje të pashoqet duhet të jenë 10 ose më pak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation>Në fund të lojës çdo lojtar merr bonusin për dorë prej {bonus} për çdo dorë të fituar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation>Fitorja me zero (humbësi nuk fitoi asnjë dorë) e dyfishon totalin e fituesit në lojë.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation>Hollivud: tri lojë numërohen njëherësh, secila mbyllet më vete.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation>i rastësishëm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>i lehtë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>i thjeshtë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>mesatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation>trokitës i shpejtë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation>i kujdesshëm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation>gjahtar xhini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>i vështirë</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Ndihmat janë çaktivizuar te cilësimet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation>Asnjë ndihmë tani: ndihmat janë vetëm për vendimet e tua.</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation>{name} fiton lojën {number}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation>{name} fiton të tria lojërat e Hollivudit.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation>Duar të fituara</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Fitore me zero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation>Lojëra të fituara</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation>Rezultati i lojës</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation>Loja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Fitues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation>Pikë
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Bonusi i lojës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation>Bonusi për dorë
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation>Fitore me zero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation>Totali përfundimtar
{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation>Përmbledhja e partisë</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation>Duar të luajtura: {hands}. Synimi: {target} pikë.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation>Lojërat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation>&amp;Loja e radhës</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation>Të njëjtët lojtarë dhe rregulla: bilanci vazhdon dhe ndarja alternohet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revansh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation>Të njëjtët lojtarë dhe rregulla, me letrat të përziera sërish.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation>&amp;Parti e re</translation>
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
            <numerusform>Saktësia në %n dorë të rishikuar: </numerusform>
            <numerusform>Saktësia në %n duar të rishikuara: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation>Sa afër zgjedhjeve të këshilltarit ishin vendimet e secilit, nga 100% e poshtë: shih rishikimin e një dore (Loja &gt; Rishiko dorën).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation>Parti e re</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation>Tre lojtarë: në çdo dorë njëri është në kuti, njëri kapiten dhe njëri pushon. Zgjidh kush luan në secilin vend.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation>Shuet (tre lojtarë)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation>Xhin për dy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation>luan një lëvizje të lejuar çfarëdo (për testim).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation>luan si i thjeshti, por disa letra i hedh pa kujdes; troket vetëm me 5 pikë të pashoqe ose më pak.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation>nga letrat e hedhura merr vetëm letrën që i hyn në kombinim, hedh letrën më të lartë të pashoqe, troket sapo t&apos;i lejohet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation>luan si i thjeshti, por me kujdes: mban letrat që kanë shoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation>merr çdo letër të hapur që i vlen dhe troket në rastin e parë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation>mban letrat e ulëta, hedh letra që ka pak gjasa t’i përdorësh, troket vetëm kur ka pak pikë të pashoqe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation>troket vetëm në tri radhët e para, pastaj pret xhinin dhe bën nënprerje kundër trokitësit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation>nga lëvizjet e tua merr me mend çfarë mban në dorë dhe çdo zgjedhje të vetën e luan në mendje deri në fund të dorës.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation>{level}: {way}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation>Dy lojtarë: kush tërheq letrën më të ulët ndan i pari, pastaj ndarja alternohet. Zgjidh kush luan në secilin vend.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Loja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Loja:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Emri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Luhet nga</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation>Vendi {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Njeri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation>Kompjuter: {level}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation>Emri i vendit {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation>Lojtari i vendit {number}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation>Shfaq këshillat e kompjuterit për lëvizjet e mia</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation>Objektivi i partisë në pikë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation>Luaj deri në (pikë):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation>25 pikë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 pikë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation>Bonusi i xhinit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation>Bonusi i xhinit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation>Letra e marrë nga letrat e hedhura mund të hidhet menjëherë</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation>Xhin i madh: të njëmbëdhjetë letrat në kombinime, pa hedhje (6 pikë më shumë)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation>Oklahoma: letra e parë e hapur cakton kufirin e trokitjes (as: vetëm xhin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation>{points} pikë për dorë të fituar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation>Bonusi për dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation>Bonusi për dorë:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation>Hollivud: tri lojë njëherësh</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation>Disa njerëz mund të luajnë në një ekran: kur tavolina i kalon një lojtari të anës tjetër, mbulohet derisa ai lojtar të jetë aty. Rregullat nuk ndryshojnë gjatë partisë.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation>Lejo zhbërjen në partitë me disa njerëz në një ekran</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Fillo</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation>Çdo vend duhet të ketë një emër.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation>Të dy emrat duhet të jenë të ndryshëm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation>Të tre emrat duhet të jenë të ndryshëm.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation>Shigjetat majtas dhe djathtas ecin nëpër dorë; Home dhe End shkojnë te ndarja dhe te fundi; N dhe P shkojnë te gabimi i radhës dhe te gabimi i mëparshëm.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation>Ndarja: lëvizja 0 nga {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation>Lëvizja {step} nga {steps}: {move}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation>{name}: {played}, zgjedhja e parë e këshilltarit. {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation>{name}: {played}; këshilltari preferonte {best} (këtë lëvizje nuk e vlerësoi): {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation>{name}: {played} kushtoi rreth {cost} pikë; këshilltari preferonte {best}: {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n vendim, {matched} si do të luante këshilltari, rreth {lost} pikë të humbura sipas vlerësimit të tij.</numerusform>
            <numerusform>{name}: %n vendime, {matched} si do të luante këshilltari, rreth {lost} pikë të humbura sipas vlerësimit të tij.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation>Asnjë dorë nuk ka mbaruar ende: nuk ka asgjë për të rishikuar.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation>Rishikimi i dorës {number}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation>Vlerësimi i vendimeve</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation>&amp;E para</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Prapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation>Përp&amp;ara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>E &amp;fundit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation>&amp;Gabimi i mëparshëm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation>Gabimi i &amp;radhës</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation>Shko te vendimi i klasifikuar si pasaktësi, gabim ose gabim i rëndë ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation>Këshilltari po i vlerëson lëvizjet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation>Këtu nuk kishte zgjedhje: kjo ishte e vetmja lëvizje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation>Derisa të mbarojë partia, këtu vlerësohen vetëm vendimet e anës sate.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation>Vlerësimi i dorës {number}: vendimi {done} nga {total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation>Vlerësimet nuk mund të bëheshin: {error}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation>Pikët që kushtoi çdo vendim</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation>Vendimet e lojtarit {name} shfaqen kur të mbarojë partia</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation>{name}, lëvizja {move}: pa vlerësim</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation>{name}, lëvizja {move}: {grade}, {cost} pikë</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation>Më e mira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>E mirë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Pasaktësi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Gabim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gabim i rëndë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Pa vlerësim</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation>{accuracy}%</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation>Klasa (pikë të humbura)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Saktësia në këtë dorë</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Saktësia në parti (%n dorë e rishikuar)</numerusform>
            <numerusform>Saktësia në parti (%n duar të rishikuara)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation>Saktësia: {accuracy}.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation>Në kuti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation>Kapiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation>Pushon</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation>Ndan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation>Luan i pari</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation>Më poshtë vijnë rregullat që xhini për dy i ka të përbashkëta me shuetin, ashtu siç luhen në shuet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation>Rregullat e xhinit për dy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation>Rregullat e xhinit me tre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Rregullat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation>Skedari i rregullave mungon në këtë instalim.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation>## Rregullat e shtëpisë për këtë parti</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation>Trokitje: fiton {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation>Nënprerje: fiton {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation>Xhin: fiton {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation>Xhin i madh: fiton {winner}</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation>Dorë e barabartë</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation>Kuti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation>Pushon</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation>Rezultati</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation>Pikë</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pikë</numerusform>
            <numerusform>%n pikë</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation>xhin {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation>nënprerje {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation>për lojën {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation>për dorë {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation>Hollivud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation>xhin i madh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation>letra e marrë mund të hidhet menjëherë</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation>Bilanci i mbrëmjes: {name} {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation>Blloku i pikëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation>&amp;Blloku i pikëve: duart e fundit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation>Shfaq ose fshih duart e fundit</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation>Fleta e rezultateve</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation>Cilësimet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Menjëherë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Shpejt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Ngadalë</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Shpejtësia e animacionit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Shpejtësia e animacionit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation>Lojtarë &amp;kompjuter të shpejtë</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation>Sa më të mëdha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation>Më të vogla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation>Madhësia e letrave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Madhësia e letrave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Pako me &amp;katër ngjyra (spathi jeshile, karo blu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation>Pyet para &amp;trokitjes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation>Lejo &amp;ndihmat (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation>Rregullat e një partie (bonusi i xhinit, objektivi, xhini i madh, Oklahoma, rregulli i hedhjes) zgjidhen te Parti e re.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation>Volumi i tingullit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volumi i tingullit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation>&amp;Fik tingujt (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation>Si sistemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>E çelët</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>E errët</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation>Jeshile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation>Gri antracit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Kafe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation>Rrjetë blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation>Rrjetë e kuqe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation>Rrjetë jeshile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation>Romba të zeza e të arta</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation>Cohja e tavolinës</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation>Pjesa e pasme e letrave</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation>Pamja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>T&amp;ema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation>&amp;Cohja e tavolinës:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Pjesa e pasme e letrave:</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation>Merr letrën e hapur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation>Thuaj pas për letrën e hapur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation>Ul letrat kur dikush troket ose bën xhin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation>Ndaj dorën e radhës, kur të mbarojë dora</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation>Trokit duke hedhur letrën e zgjedhur (përndryshe: trokitja që tregon rreshti i të pashoqeve)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation>Ndihmë: lëvizja që të sugjeron këshilltari; Enter e luan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation>Lëviz fokusin nëpër dorë ose mes pakos dhe letrave të hedhura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation>Zhvendos brenda dorës letrën që ka fokusin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation>Fokusi te pakoja dhe letrat e hedhura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation>Fokusi te dora jote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation>Fokusi te letra e parë ose e fundit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation>Zgjidh letrën që ka fokusin (përsëri: hidhe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation>Luaj atë që ka fokusin: tërhiq nga pakoja ose merr nga letrat e hedhura, hidh atë letër</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation>Kur s&apos;ka asgjë për të luajtur: prano sugjerimin, ndaj ose ul letrat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation>Ktheje në vend letrën që po zvarrit; hiq zgjedhjen e letrës</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation>Ndiz ose fik tingujt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation>Në tavolinë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation>Butonat nën tavolinë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Menytë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation>Kur ekrani është mbuluar për lojtarin tjetër</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation>Jam këtu: trego letrat e mia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Fleta e rezultateve</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation>Rishiko dorën e rreshtit të zgjedhur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation>Rishikimi i një dore</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation>Shkurtoret e tastierës</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Çfarë bën</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation>Tërheqja për rolet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation>Secili lojtar tërhoqi një letër. Letra më e lartë shkon në kuti, e mesmja bëhet kapiten dhe më e ulëta pushon; në barazim tërhiqet përsëri (R7, asi është i ulët).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation>Në kuti është {box} dhe ndan; kapiten është {captain}; pushon {sitter}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation>Shtyp Ndaj (Enter) për të nisur dorën e parë.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation>Sugjero lëvizjen e {captain}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation>Bëje lëvizjen që këshillon, si zakonisht; është vetëm këshillë: vendos {captain}.</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation>Radha jote: letra e parë e hapur</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation>Merr letrën e hapur (tërhiqe në dorë ose shtyp T) ose thuaj pas (P). Nëse të dy lojtarët thonë pas, lojtari që nuk ndan tërheq nga pakoja.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation>Merr letrën e hapur (tërhiqe në dorë ose shtyp T) ose thuaj pas (P). Nëse të dy lojtarët thonë pas, kapiteni tërheq nga pakoja (R12).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation>Radha jote: tërhiq një letër</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation>Tërhiq ose kliko pakon ose letrat e hedhura (ose shtyp Enter mbi to).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation>Radha jote: hidh një letër</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation>Tërhiq një letër te letrat e hedhura ose kliko dy herë mbi të (ose zgjidhe dhe shtyp Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation>Mund të trokasësh: lëshoje letrën që hedh te vendi i trokitjes ose shtyp K (R13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation>{name} trokiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation>Ul letrat: shtyp Ul letrat (L) për të treguar kombinimet dhe për të shtuar.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation>{name} po mendon…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation>Luan: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Kufiri i trokitjes në këtë dorë: {limit}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} hodhi {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} tërhoqi nga pakoja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation>{name} mori {card} nga letrat e hedhura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation>{name} mori letrën e hapur {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} tha pas për letrën e hapur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation>{name} bëri xhin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation>{name} trokiti me {count} të pashoqe.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation>Tërheqja për ndarjen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation>Secili lojtar tërhoqi një letër. Letra më e ulët ndan dorën e parë, pastaj ndarja alternohet; në barazim tërhiqet përsëri (C1, asi është më i ulëti).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation>Ndan: {dealer}; luan i pari: {other}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation>Rolet mbeten si ishin dhe {box} ndan përsëri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation>{box} fitoi në kuti dhe mbetet aty; {sitter} bëhet kapiten dhe {captain} pushon (R8).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation>{box} humbi në kuti dhe pushon; {captain} hyn në kuti dhe {sitter} bëhet kapiten (R8).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation>{knocker} bëri xhin: asnjë letër e pashoqe!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation>{defender} nuk mund të shtojë dhe numëron {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation>Xhini i madh shënon {bonus} + {extra} + {dd} = {points} (R16).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>Xhini shënon bonusin {bonus} plus {dd}: %n pikë (R16).</numerusform>
            <numerusform>Xhini shënon bonusin {bonus} plus {dd}: %n pikë (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation>{knocker} trokiti me {kd} të pashoqe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation>{defender} shtoi {cards} dhe numëron {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation>{defender} numëron {dd}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation>Trokitja fiton diferencën: {dd} − {kd} = {points} (R14).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation>Nënprerje! {defender} shënon {bonus} + {kd} − {dd} = {points} (R15).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation>Dorë e barabartë</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>Në pako mbeti vetëm %n letër dhe askush nuk trokiti, prandaj askush nuk shënon (R17).</numerusform>
            <numerusform>Në pako mbetën vetëm %n letra dhe askush nuk trokiti, prandaj askush nuk shënon (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} fiton %n pikë</numerusform>
            <numerusform>{winner} fiton %n pikë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} ka tani %n pikë.</numerusform>
            <numerusform>{winner} ka tani %n pikë.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation>Shtyp N ose Dora e radhës për të ndarë.</translation>
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
            <numerusform>{winner} fiton partinë me %n pikë!</numerusform>
            <numerusform>{winner} fiton partinë me %n pikë!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation>Rezultati përfundimtar: {totals}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation>Shtyp Parti e re (Ctrl+N) për të luajtur përsëri; Enter shfaq përmbledhjen.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation>të marrësh letrën e hapur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation>të thuash pas për letrën e hapur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>të tërheqësh nga pakoja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation>të marrësh letrën e sipërme të letrave të hedhura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation>të hedhësh {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation>të trokasësh me të njëmbëdhjetë letrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation>të trokasësh, duke hedhur {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation>të ndash dorën e radhës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation>të ulësh letrat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} zhbëri %n lëvizje në këtë dorë.</numerusform>
            <numerusform>{name} zhbëri %n lëvizje në këtë dorë.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation>Tingulli u fik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation>Tingulli u ndez.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation>Pa tingull: nuk u gjet asnjë luajtës zëri (u kërkuan: {players}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation>Pa tingull: GIN3_SOUND=off e fik për këtë nisje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation>Pa tingull: {player} nuk mundi ta luajë ({error}).</translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation>{won} nga {played} ({rate}%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation>njerëz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation>nivele të përziera</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation>Forma e lojtarit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation>Lojtari, forma e të cilit shfaqet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation>Parti të fituara sipas nivelit të kundërshtarit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation>Ende asnjë parti e përfunduar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation>Pikë për dorë në partitë e fundit (të theksuarat: të fituara)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation>Ende asnjë parti e përfunduar: grafiku mbushet sa mbarojnë partitë.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (kompjuter, {level})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation>Parti të fituara — shuet: {chouette}; xhin për dy: {two}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation>Parti të fituara radhazi: {current} tani, më së shumti {best}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation>Për 100 duar: xhine {gins}, nënprerje të bëra {dealt}, nënprerje të pësuara {suffered}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation>Për 100 duar: ende asnjë dorë e luajtur deri në fund</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation>kundërshtarë: {opponents} — {rate}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation>e fituar, {points} pikë për dorë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation>e humbur, {points} pikë për dorë</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="+257"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chouette (three players)</source>
        <translation>Shuet (tre lojtarë)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation>Statistika për çdo lojtar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation>Xhin për dy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation>Për çdo lojtar: lojërat e xhinit për dy të përfunduara dhe të fituara, shuma e rezultateve të tyre (një lojë e fituar shton rezultatin e saj, një lojë e humbur e zbret), si dhe xhinet, nënprerjet dhe fitoret me zero në xhin për dy.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation>Statistikat e xhinit për dy për çdo lojtar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Fshi statistikat…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation>Po lexohen statistikat…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation>{error} gin3 provon përsëri pas pak; partitë e numëruara ndërkohë ruhen dhe shkruhen sapo skedari të lirohet.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation>Fshi statistikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Të harrohen statistikat e të gjithë lojtarëve? Kjo nuk mund të zhbëhet.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation>Ende asnjë parti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation>Për çdo lojtar: parti të përfunduara, të fituara dhe të braktisura (të lëna pa mbaruar për një tjetër). Shtyllat e duarve numërojnë çdo dorë të luajtur deri në fund, në parti të përfunduara dhe të braktisura; këshillat numërojnë çdo vendim për të cilin këshilloi lojtari që pushon.</translation>
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
        <translation>Lojtari</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation>Duar të fituara në kuti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation>Duar të fituara si kapiten</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation>Xhine</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation>Nënprerje të bëra</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation>Nënprerje të pësuara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Pikë për dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation>Këshilla të ndjekura</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-25"/>
        <source>{followed} of {offered}</source>
        <translation>{followed} nga {offered}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games finished</source>
        <translation>Lojëra të përfunduara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Lojëra të fituara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation>Rezultati i lojërave (shuma)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Fitore me zero</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation>Parti të përfunduara</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation>Parti të fituara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation>Parti të braktisura</translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation>nuk është skedar i zakonshëm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation>nuk u lexua dot ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation>është {size} bajte, më i madh se çdo parti gin3 (më së shumti {limit} bajte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>është bosh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation>nuk është ruajtje gin3: nuk është tekst (bajti {position} nuk është UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation>është i dëmtuar ose i prerë: nuk është JSON i vlefshëm (rreshti {line}, kolona {column})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation>është i dëmtuar: JSON-i i tij është shumë thellë i mbivendosur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation>është i dëmtuar: përmban një numër shumë të gjatë për t&apos;u lexuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation>nuk u riluajt dot ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation>Partia e ruajtur nuk mund të vazhdohej: {reason}. Skedari u ruajt si {kept_as}, dhe gin3 vazhdon pa të.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation>Partia e ruajtur nuk mund të vazhdohej: {reason}. gin3 nuk e zhvendosi dot skedarin ({error}); ai është ende te {path}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation>Nuk ka parti të papërfunduar për të vazhduar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation>Skedari i partisë {path} nuk u hap dot: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation>gin3 nuk e ruajti dot partinë te {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation>Partia e ruajtur {path} nuk u lexua dot ({error}). gin3 e lë skedarin të paprekur dhe nuk ruan automatikisht deri sa të riniset, që të mos e mbishkruajë asgjë; bëje skedarin të lexueshëm, pastaj rinise gin3 për ta vazhduar atë parti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation>{reason} Loja vazhdon; gin3 provon përsëri pas lëvizjes së radhës.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation>Partia po ruhet përsëri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation>Statistikat po përditësohen përsëri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation>Skedari i statistikave ishte i dëmtuar ({error}). U ruajt si {kept_as}, dhe u nis një i ri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation>gin3 nuk i përditësoi dot statistikat te {path}: {error}.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n pikë, e ka radhën</numerusform>
            <numerusform>{name}, {role}, %n pikë, e ka radhën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n pikë</numerusform>
            <numerusform>{name}, {role}, %n pikë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n pikë, e ka radhën</numerusform>
            <numerusform>{name}, %n pikë, e ka radhën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n pikë</numerusform>
            <numerusform>{name}, %n pikë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Pakoja, %n letër</numerusform>
            <numerusform>Pakoja, %n letra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation>Tani mund të tërheqësh prej saj.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Letrat e hedhura, letra e sipërme {card}, %n letër</numerusform>
            <numerusform>Letrat e hedhura, letra e sipërme {card}, %n letra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Letrat e hedhura, bosh</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation>Tani mund të marrësh letrën e sipërme.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation>Vendi i trokitjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation>Tani mund të trokasësh: vendos një letër këtu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation>Vendos një letër këtu për të trokitur, kur ta lejojnë pikët e tua të pashoqe.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Dora jote, %n letër</numerusform>
            <numerusform>Dora jote, %n letra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>Dora e lojtarit {name}, %n letër</numerusform>
            <numerusform>Dora e lojtarit {name}, %n letra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation>në dorën tënde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation>në dorën e lojtarit {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation>në dorën e lojtarit {name}, e marrë nga letrat e hedhura</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation>në dorën tënde, në një shkallë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation>në dorën tënde, në një treshe ose katërshe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation>në dorën tënde, e pashoqe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation>në dorën e lojtarit {name}, në një shkallë</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation>në dorën e lojtarit {name}, në një treshe ose katërshe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation>në dorën e lojtarit {name}, e pashoqe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation>e shtuar te kombinimi i lojtarit {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation>në kombinimin e lojtarit {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation>mes letrave të pashoqe të lojtarit {name}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation>Trokit</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation>Pakoja ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation>Të hedhurat</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation>Të pashoqe {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Kombinim</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation>Xhin: asnjë e pashoqe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation>Asnjë e pashoqe</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation>barazim: tërheq përsëri</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation>Sugjeruar</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation>Trokit këtu</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation>Radha jote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation>Po mendon…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation>Radha e tij</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation>Ndjek kapitenin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation>Pushon këtë dorë</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation>Kompjuter: {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation>Luan në këtë ekran</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n pikë</numerusform>
            <numerusform>%n pikë</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation>Trokit pasi të tërheqësh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation>Trokit me {count} të pashoqe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation>Të pashoqe {count}: shumë për trokitje</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation>Letra nuk mund të shkojë aty.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation>Së pari zgjidh një letër nga dora, pastaj kliko letrat e hedhura.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation>Tavolina e letrave</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation>Mëso të luash shuet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation>Mëso xhinin për dy</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation>Ky mësim luan një dorë me ty. Lexo çdo hap, pastaj bëj në tavolinë lëvizjen që të kërkon. Një lëvizje tjetër nuk pranohet, dhe mund të provosh përsëri. Partia jote pret derisa të mbarojë mësimi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation>Shueti është xhin remi për tre lojtarë. Në çdo dorë një lojtar është në kuti dhe luan kundër dy të tjerëve: këtë herë {box}. Kundër lojtarit në kuti luan kapiteni: kapiteni je ti. Lojtari që pushon, {sitter}, nuk merr letra, është në anën tënde dhe mund të të sugjerojë lëvizje. Pas çdo dore rolet ndërrohen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation>{box} ndau nga dhjetë letra për secilin. Letra me fytyrë lart te letrat e hedhura është letra e parë e hapur: {upcard}. Ti ke radhën e parë për ta marrë. Ajo nuk bën kombinim me letrat e tua, prandaj thuaj pas: kliko Pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation>Edhe {box} tha pas për letrën e hapur. Tani tërheq ti: kliko pakon (grumbullin me letrat përmbys) për të marrë letrën e sipërme.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation>Tërhoqe {drawn}. Kombinim quhen tre ose katër letra me të njëjtën vlerë (treshe ose katërshe), ose tre a më shumë letra rresht të së njëjtës ngjyrë (shkallë). Kombinimet e tua tani: {melds}. Letrat e tjera janë të pashoqe. Secila numëron pikët e saj kundër teje: asi 1, figurat 10. Pikët e tua të pashoqe tani: {deadwood}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation>Tani hidh një letër te letrat e hedhura. {sitter}, lojtari që pushon, sugjeron një letër te paneli i këshillave. Mund ta pranosh (butoni Prano sugjerimin ose Enter) ose të luash një letër tjetër: vendos kapiteni. Këtu këshilla është e mirë: pranoje, ose hidh vetë {thrown}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation>Tani hidh një letër te letrat e hedhura: zvarrite atje ose kliko dy herë mbi të. Hidh {thrown}: është letra jote më e lartë që nuk është në asnjë kombinim.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation>{box} tërhoqi nga pakoja dhe hodhi {taken}. Kjo letër plotëson një kombinim me letrat e tua. Merre: kliko letrat e hedhura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation>Me {taken}, pasi të hedhësh një letër, pikët e tua të pashoqe janë 10 ose më pak, prandaj mund të trokasësh. Trokitja e mbyll dorën. Zgjidh {discard} (kliko mbi të), pastaj kliko Trokit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation>Trokite: kombinimet e tua janë me fytyrë lart. Tani {box} ul letrat. {box} mund të shtojë letra te kombinimet e tua: një letër që i shkon një treshe ose e zgjat një shkallë. Kështu zbresin pikët e pashoqe të lojtarit {box}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation>Numërimi. Secila anë numëron pikët e saj të pashoqe. Të tuat janë më pak, prandaj shënon diferencën: {points} pikë. Me po aq ose më pak pikë të pashoqe, {box} do të të kishte nënprerë dhe do të kishte shënuar 10 pikë më shumë.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation>Fitove si kapiten, prandaj në dorën e radhës je në kuti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation>Kjo ishte e gjithë dora. Kliko Përfundo për t&apos;u kthyer te partia jote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation>Jo këtë lëvizje: {upcard} nuk bën kombinim me letrat e tua. Kliko Pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation>Jo këtë lëvizje: pasi të dy lojtarët thonë pas, lojtari i parë tërheq nga pakoja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation>Jo këtë lëvizje: në këtë mësim, ndiq lojtarin që pushon. Hidh {thrown}, letrën tënde më të lartë të pashoqe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation>Jo këtë lëvizje: hidh {thrown}, letrën tënde më të lartë që nuk është në asnjë kombinim.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation>Jo këtë lëvizje: merr {taken} nga letrat e hedhura. Ajo plotëson një kombinim.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation>Jo këtë lëvizje: trokit tani. Zgjidh {discard}, pastaj kliko Trokit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation>Jo tani: lexo hapin, pastaj kliko Vazhdo.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation>Mësimi kërkon tani një lëvizje tjetër: lexo panelin e mësimit.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation>&amp;Mëso të luash shuet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation>Mëso &amp;xhinin për dy</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation>Dil nga mësimi</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation>Shiko lëvizjen e lojtarit tjetër.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>Përfundo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Vazhdo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation>Shueti është xhin remi për tre lojtarë. Dëshiron një mësim të shkurtër? Ai luan një dorë me ty, hap pas hapi. Mund ta gjesh më vonë te menyja Ndihmë.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation>&amp;Fillo mësimin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Jo tani</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation>Mirë se erdhe në gin3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation>Si të quajnë? Emri shfaqet në vendin tënd në tavolinë dhe ruhet në statistika.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation>Emri yt</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation>Lojtar</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Fik tingujt</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation>&amp;Ndaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation>&amp;Merr letrën e hapur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Trokit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation>&amp;Ul letrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>Dora e &amp;radhës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation>Parti e &amp;re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation>Rendit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation>sipas &amp;ngjyrës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation>sipas &amp;vlerës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation>sipas &amp;kombinimeve</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation>&amp;Merr letrën e hapur (sugjerim)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation>&amp;Pas (sugjerim)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation>&amp;Trokit (sugjerim)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation>Të pashoqe {count} — pasi të hedhësh {card}: {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation>Të pashoqe {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation>Hedhja që të lë tani më pak pikë të pashoqe. Këshilla merr parasysh edhe letrat që do të vijnë dhe lojtarët e tjerë (rezultatin më të mirë të pritshëm), prandaj mund të sugjerojë një letër tjetër.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation>Të pashoqet e dorës tënde: pikët e letrave që mbeten jashtë kombinimeve më të mira.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation>Sugjero një lëvizje për {captain}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation>{name}, radha jote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Radha jote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation>Luan: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation>Dora mbaroi: shtyp N ose Dora e radhës.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation>{name} fiton partinë.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation>&amp;Shfaq këshillat e kompjuterit për lëvizjet e mia</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation>Të trokasësh?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation>Do të bësh këtë lëvizje: {move}?</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation>Këshilla e kompjuterit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation>Këshilla e lojtarit që pushon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation>Fleta e rezultateve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation>Letrat e tua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Lëvizjet</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation>Xhin për dy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation>Xhin remi me tre</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation>&amp;Loja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation>Parti e &amp;re…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Hap partinë…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation>R&amp;uaje partinë si…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation>&amp;Eksporto regjistrin…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation>Kontrollo nd&amp;arjet…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëj</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>&amp;Ndihmë</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation>Rishi&amp;ko dorën…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Pamja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Ekran i plotë</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation>Lojtarë &amp;kompjuter të shpejtë</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>N&amp;dihmë</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation>&amp;Shkurtoret e tastierës</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation>Rr&amp;eth gin3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation>&amp;Gjuha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Gjuha e sistemit</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation>Rregullat e shtëpisë për këtë parti: {rules}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>U zhbë %n lëvizje.</numerusform>
            <numerusform>U zhbënë %n lëvizje.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation>Lëvizja e fundit</translation>
    </message>
</context>
</TS>
