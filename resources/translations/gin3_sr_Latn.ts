<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Latn">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation>O programu gin3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Džin remi za troje: igrač u kutiji protiv ekipe kapitena i igrača po strani.&lt;/p&gt;&lt;p&gt;Karte je nacrtao gin3; font DejaVu Sans (licenca Bitstream Vera / DejaVu).&lt;/p&gt;&lt;p&gt;Napravljeno pomoću Qt {qt}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain}: ispoštovano {followed} od %n predloga igrača po strani.</numerusform>
            <numerusform>{captain}: ispoštovano {followed} od %n predloga igrača po strani.</numerusform>
            <numerusform>{captain}: ispoštovano {followed} od %n predloga igrača po strani.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation>Koliko bi vredeli neispoštovani predlozi, ne može se reći: dao ih je čovek, a ocenjuju se samo potezi savetnika.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation>Koliko bi vredeli neispoštovani predlozi, ne može se reći: savetnik nije ocenio svaki potez koji je kapiten odigrao umesto njih.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation>Po ocenama samog savetnika, neispoštovani predlozi vredeli su ukupno oko {points} očekivanih poena više od odigranih poteza; ovo je procena, ne ponovno igranje ruke.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation>Po ocenama samog savetnika, odigrani potezi vredeli su ukupno oko {points} očekivanih poena više od neispoštovanih predloga; ovo je procena, ne ponovno igranje ruke.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation>Po ocenama samog savetnika, odigrani potezi vredeli su isto toliko.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation>Predlog: {move}.
{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation>Može i: {move}.
{reason}</translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation>Predlaže samo igrač po strani, pre kapitenovog poteza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation>Taj potez kapitenu sada nije dozvoljen, pa se ne može predložiti.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation>Predlaže: {sitter}.</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation>Stanje saveta</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation>Predlozi igrača po strani</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation>&amp;Prihvati predlog</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation>P&amp;redloži potez</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation>Neka kapiten &amp;odluči</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation>&amp;Savetuj kapitena</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation>Predlozi računara</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation>Džin za dvoje nema igrača po strani: pritisni H za nagoveštaj za svoj potez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation>Saveti računara za tvoje poteze pojavljuju se ovde tokom ruke.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation>Računar predlaže ovaj potez igraču {player}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation>Računar te savetuje samo o tvojim potezima.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation>Saveti igrača po strani pojavljuju se ovde tokom ruke.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation>Sto se predaje sledećem igraču.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation>Igrač u kutiji nikad ne vidi savete ekipe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation>{sitter}, predloži potez za kapitena ({captain}): odigraj ga na stolu kao i obično (prevlačenjem, klikom ili tasterima); to je samo savet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation>{sitter} predlaže ovaj potez kapitenu ({captain}):</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation>Za ovu odluku još nema predloga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation>Igrač po strani savetuje samo o kapitenovim odlukama.</translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation>Uzmi {card}: sa tvojim kartama čini kombinaciju {meld}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation>Uzmi {card}: neupareno ti pada sa {before} na {after}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation>Vuci iz špila: {card} ne čini kombinaciju sa tvojim kartama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation>Pas za {card}: ne čini kombinaciju sa tvojim kartama.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation>Uzmi {card}: ostaje ti {after} neupareno; karta iz špila ostavila bi u proseku {expected}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Vuci iz špila: {card} bi činila kombinaciju, ali karta iz špila krije tvoju ruku. Ako je uzmeš, ostaje ti {after} neupareno; karta iz špila ostavlja u proseku {expected}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Pas za {card}: činila bi kombinaciju, ali karta iz špila krije tvoju ruku. Ako je uzmeš, ostaje ti {after} neupareno; karta iz špila ostavlja u proseku {expected}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation>Baci {card}: protivnik je više ne može uklopiti u kombinaciju; ostaje neupareno {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation>Baci {card}, tvoju najvišu neuparenu kartu; ostaje otvoreno {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation>Baci {card}, tvoju najvišu neuparenu kartu; ostaje neupareno {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation>Baci {card}, kartu van kombinacija; ostaje otvoreno {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation>Baci {card}, kartu van kombinacija; ostaje neupareno {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation>Baci {card} iz kombinacije {meld}; ostaje neupareno {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation>Ne kucaj još: baci {card}; ako sada kucneš, procenjena šansa da te podseku je {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation>Ne kucaj još: baci {card}; čekanje se procenjuje na {wait} poena, najbolje kucanje samo na {knock}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation>Kucni džinom: {melds}; donosi bonus {bonus} plus protivnikovo neupareno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation>Kucni sa neupareno {deadwood}, bacajući {card}: {melds}; na ove kombinacije moglo bi se dodati samo {layoffs} neviđenih karata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation>Kucni sa neupareno {deadwood}, bacajući {card}: {melds}; procenjena šansa podsecanja {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation>Kucanje je bilo džin: spusti {melds}; ništa se ne može dodati.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation>Dodaj {cards}; ostaje neupareno {deadwood}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation>Spusti karte: ništa ne pristaje na kombinacije igrača koji je kucao; neupareno {deadwood}.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Otkaži</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Ne</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation>Kec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Četvorka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Petica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sedmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Devetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Žandar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Kralj</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation>Zatvorena karta</translation>
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
        <translation>Tvoje karte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation>Tvojih karata sada nema na stolu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>Ruka: {owner}, %n karta. {deadwood}</numerusform>
            <numerusform>Ruka: {owner}, %n karte. {deadwood}</numerusform>
            <numerusform>Ruka: {owner}, %n karata. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation>Sva deljenja odgovaraju pečatu (ukupno: {count}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation>Nijedna ruka ove partije još nije završena, pa nema deljenja za proveru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation>Ova partija je deljena pre uvođenja proverivih deljenja: nema šta da se proveri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation>Datoteka ne može da se proveri: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation>Deljenja ove partije ne mogu da se provere: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation>Ruka {hand} ne odgovara pečatu: njen zapis u datoteci je oštećen ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation>Ruka {hand} ne odgovara pečatu: heš njene tajne nije jednak njenom pečatu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation>Ruka {hand} ne odgovara pečatu: njen pečat nije onaj koji je partija utvrdila pre sečenja.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation>Ruka {hand} ne odgovara pečatu: njen špil nije onaj koji daju njena tajna i sečenje ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation>Ruka {hand} ne odgovara pečatu: potezi iz datoteke ne mogu da se odigraju iz njenog špila ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation>Ruka {hand} ne odgovara pečatu: završena je, ali njene tajne nema u datoteci.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation>Deljenja ove partije utvrđuju se sada, pre tvog sečenja: {commitment}. Tajna svake ruke otkriva se kad se ruka završi, a Igra &gt; Proveri deljenja… ih proverava.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation>po želji: bilo koja tvoja reč</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation>Tvoja reč ulazi u svako mešanje karata u partiji, pa karte ne bira samo gin3, niti samo ti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation>Tvoje sečenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation>Pečat deljenja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation>Tvoje sečenje:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation>Deljenje {number}: {commitment}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation>Pečat deljenja {number}, utvrđen pre deljenja: {commitment}. Tajna tog deljenja otkriva se u datoteci partije i u izvezenom zapisniku kad se ruka završi.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation>Provera deljenja</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation>Špil svake završene ruke ponovo se deli iz njene otkrivene tajne i sečenja i proverava prema njenom pečatu i prema odigranim kartama. Ista provera radi i bez aplikacije: gin3 verify MATCH_FILE.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation>Proveri datoteku…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation>Na stolu nema partije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation>Partija na stolu:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation>Proveri deljenja iz datoteke partije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation>gin3 partije (*.json);;Sve datoteke (*)</translation>
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
        <translation>Nastaviti partiju?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation>&amp;Nastavi partiju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation>Počni &amp;novu partiju</translation>
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
        <translation>Nedovršena partija sačuvana je {when}, u {number}. ruci. Rezultat: {players}.

Nastaviti tamo gde je stala?</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation>Sačuvaj partiju kao</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation>Partija je sačuvana u {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation>Otvori partiju</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation>Izvezi zapisnik</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation>Zapisnik se može izvesti kad je za stolom neki igrač.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Zapisnik nije mogao da se upiše u {path}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation>Zapisnik je izvezen u {path}.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation>Partija nije završena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation>Partija na stolu nije završena. Da li da je sačuvate pre nego što je ostavite?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Sačuvaj kao…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Odbaci je</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation>Sada ne možeš da kucneš: kuca se posle vučenja, umesto bacanja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation>Nema šta da se spusti: niko nije kucnuo.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation>Trenutno se ne igra nijedna ruka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation>Sto je pokriven: sledeći igrač prvo mora da ga preuzme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Sačekaj: na potezu je {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation>Sada nema predloga za prihvatanje.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation>To nije potez u ovoj igri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>Ruka je završena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation>Prvo uzmi otvorenu kartu ili reci pas (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation>Oba igrača su rekla pas za otvorenu kartu: vuci iz špila (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation>Prvo vuci kartu, iz špila ili sa talona (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation>Karta je izvučena: sada baci kartu ili kucni (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation>Spusti karte: druga strana je kucnula (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation>Karta {card} nije među tvojim kartama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation>Ne smeš baciti kartu upravo uzetu sa talona (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation>Kucanje mora da baci kartu: u ovoj partiji se ne igra veliki džin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>Za veliki džin svih jedanaest karata mora biti u kombinacijama.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation>Ne možeš da kucneš: neupareno bi ti bilo {deadwood}, a za kucanje treba {limit} ili manje (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation>Ne možeš da kucneš: neupareno bi ti bilo {deadwood}, a u ovoj ruci sme da se kuca samo džinom (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation>Na džin niko ne sme da dodaje (R16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation>Karta se može dodati samo jednom (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation>Ne postoji kombinacija broj {number} na koju bi se dodala karta {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation>{card} ne može da se doda na {meld} (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation>Jedna karta iz kombinacije {meld} već je u drugoj kombinaciji (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation>Karte {cards} iz kombinacije {meld} nisu među tvojim kartama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation>Partija je završena, pobednik: {winner}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation>Ruka je završena: prvo podeli sledeću ruku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation>Ruka se još igra.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation>Smišlja se nagoveštaj…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation>Nagoveštaj: {move}. {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation>Računarski igrač {name} izabrao je nedozvoljen potez ({error}); umesto njega igra se dozvoljen potez.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} dobija igru {number}, {won}–{lost}: bonus za igru {bonus}, bonus po ruci {winner_hands} × {line} za igrača {winner}, a za igrača {loser} ništa; pobeda na nulu: zbir igrača {winner} se udvostručuje; konačni zbirovi {final_won}–{final_lost}, rezultat igre {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} dobija igru {number}, {won}–{lost}: bonus za igru {bonus}, bonus po ruci {winner_hands} × {line} za igrača {winner} i {loser_hands} × {line} za igrača {loser}; konačni zbirovi {final_won}–{final_lost}, rezultat igre {result}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation>igra {number} ({first} {a}, {second} {b})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation>Igre u toku: {games}.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>Saldo posle %n igre: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Saldo posle %n igre: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Saldo posle %n igara: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation>{winner} dobija igru {number}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation>{winner} dobija sve tri igre u Holivudu, rezultat igara {result}!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation>Pritisni Enter za pregled: Sledeća igra, Revanš ili Nova partija.</translation>
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
        <translation>gin3 zapisnik: šuet džin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation>gin3 zapisnik: klasični džin, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation>Bonus za džin: {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation>Bonus za podsecanje: {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation>Cilj partije: {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation>Igra se veliki džin: džin sa svih jedanaest karata donosi {extra} više.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation>Veliki džin se ne igra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vrednost prve otvorene karte određuje granicu za kucanje; kec znači samo džin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation>Granica za kucanje je {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation>Karta uzeta sa talona sme se baciti u istom potezu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Karta uzeta sa talona ne sme se baciti u istom potezu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation>Izvlačenje za uloge: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation>Izvlačenje za prvo deljenje: {draws}.</translation>
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
        <translation>{number}. ruka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation>U kutiji: {box}, kapiten: {captain}, po strani: {sitter}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation>Deli {dealer}, svakome po deset karata; otvorena karta je {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Granica za kucanje u ovoj ruci: {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation>U ovoj ruci sme da se kuca samo džinom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation>{player} uzima otvorenu kartu {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation>{player} kaže pas za otvorenu kartu {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation>{player} vuče {card} iz špila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation>{player} vuče iz špila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player} uzima {card} sa talona.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation>{player} baca {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation>{player} kuca, bacajući {card}: {melds}, neupareno {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation>{player} završava džinom, bacajući {card}: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation>{player} završava velikim džinom sa svih jedanaest karata: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation>{player} spušta {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation>{player} dodaje {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation>{player} ostaje sa neupareno {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation>{player} ostaje bez neuparenih karata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation>bez kombinacija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation>{winner} dobija ruku kucanjem: {points} poena (neupareno {knocker_deadwood} prema {defender_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation>{winner} podseca igrača {loser}: {points} poena (neupareno {defender_deadwood} prema {knocker_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation>{winner} dobija ruku džinom: {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation>{winner} dobija ruku velikim džinom: {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation>Nerešena ruka: u špilu je ostalo {stock_left} karata i niko nije kucnuo. Niko ne dobija poene, isti delilac ponovo deli.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation>{box} pobeđuje u kutiji i ostaje u njoj; {captain} i {sitter} menjaju mesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation>{box} gubi kutiju i sedi po strani; u kutiju ulazi {captain}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation>Ukupno: {totals}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation>Partiju dobija {winner} sa {points} poena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation>Partija još traje: igra se {number}. ruka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation>Deljenja su zapečaćena pre sečenja: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation>Sečenje uneto za ovu partiju: {cut}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation>Za ovu partiju nije uneto sečenje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation>Pečat pre deljenja: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation>Tajna deljenja, sada otkrivena: {secret}.</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation>Igra {number}
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
            <numerusform>Saldo posle %n igre</numerusform>
            <numerusform>Saldo posle %n igre</numerusform>
            <numerusform>Saldo posle %n igara</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation>Igra {number}: bonus za igru ({winner})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation>Igra {number}: bonus po ruci, {bonus} za svaku dobijenu ruku</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation>Igra {number}: pobeda na nulu, zbir igrača {winner} se udvostručuje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation>Igra {number}: konačni zbirovi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation>Igra {number}: pobeđuje {winner}, razlika {result}</translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation>Potezi u ovoj ruci</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation>Predaj igraču: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation>U kutiji: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation>Kapiten: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation>{name} sedi po strani i savetuje kapitena.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation>Sledeći igra: {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation>Ti si na potezu: predloži kapitenov potez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation>Ti si na potezu: uzmi otvorenu kartu ili reci pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation>Ti si na potezu: vuci kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation>Ti si na potezu: baci kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation>Druga strana je kucnula: na tebi je da spustiš karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Ti si na potezu.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation>Karte su skrivene da niko ne vidi ruku druge strane. Klikni ili pritisni Enter.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation>Ja sam {name}: pokaži moje karte</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Partija se igra do %n poena.</numerusform>
            <numerusform>Partija se igra do %n poena.</numerusform>
            <numerusform>Partija se igra do %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>Igra se igra do %n poena; pobednik dobija bonus za igru od {bonus}.</numerusform>
            <numerusform>Igra se igra do %n poena; pobednik dobija bonus za igru od {bonus}.</numerusform>
            <numerusform>Igra se igra do %n poena; pobednik dobija bonus za igru od {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation>Džin donosi bonus od {bonus} poena.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation>Karta uzeta sa talona sme se baciti u istom potezu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation>Karta uzeta sa talona ne sme se baciti u istom potezu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation>Igra se veliki džin: svih jedanaest karata u kombinacijama, bez bacanja, {extra} poena više.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation>Veliki džin se ne igra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation>Oklahoma: vrednost prve otvorene karte je granica za kucanje; kec znači samo džin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation>Za kucanje zbir neuparenih mora biti 10 ili manje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation>Na kraju igre svaki igrač dobija bonus po ruci od {bonus} za svaku dobijenu ruku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation>Pobeda na nulu (gubitnik nije dobio nijednu ruku) udvostručuje pobednikov zbir u igri.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation>Holivud: tri igre se računaju istovremeno, svaka se završava za sebe.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation>nasumičan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>lak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>jednostavan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>srednji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation>brzi kucač</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation>oprezan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation>lovac na džin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>težak</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Nagoveštaji su isključeni u podešavanjima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation>Sada nema nagoveštaja: nagoveštaji su samo za tvoje odluke.</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation>{name} dobija igru {number}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation>{name} dobija sve tri igre u Holivudu.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation>Dobijene ruke</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Pobede na nulu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation>Dobijene igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation>Rezultat igre</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Pobednik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation>Poeni
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Bonus za igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation>Bonus po ruci
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation>Pobeda na nulu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation>Konačni zbir
{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation>Pregled partije</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation>Odigrano ruku: {hands}. Cilj: {target} poena.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation>Igre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation>&amp;Sledeća igra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation>Isti igrači i pravila: saldo se prenosi, a deljenje se smenjuje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation>Isti igrači i pravila, špil ponovo promešan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation>&amp;Nova partija</translation>
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
            <numerusform>Tačnost, %n pregledana ruka: </numerusform>
            <numerusform>Tačnost, %n pregledane ruke: </numerusform>
            <numerusform>Tačnost, %n pregledanih ruku: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation>Koliko su odluke svakog igrača bile blizu savetnikovim, od 100% naniže: vidi pregled ruke (Igra &gt; Pregledaj ruku).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation>Nova partija</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation>Tri igrača: u svakoj ruci jedan je u kutiji, jedan je kapiten, a jedan sedi po strani. Izaberi ko igra na kom mestu.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation>Šuet (tri igrača)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation>Džin za dvoje</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation>igra bilo koji dozvoljen potez (za testiranje).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation>igra kao jednostavan, ali neke karte baca nepažljivo; kuca tek kad mu je zbir neuparenih 5 ili manje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation>sa talona uzima samo kartu koja mu ulazi u kombinaciju, baca najveću neuparenu kartu, kuca čim sme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation>igra kao jednostavan, ali pažljivo: čuva karte koje se uklapaju s drugima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation>uzima svaku otvorenu kartu koja mu pomaže i kuca pri prvoj prilici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation>čuva niske karte, baca karte koje ti teško da trebaju, kuca tek kad mu je zbir neuparenih mali.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation>kuca samo u prva tri poteza, zatim čeka džin i podseca igrača koji kuca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation>po tvojim potezima pogađa šta držiš u ruci i svaki svoj izbor unapred odigra do kraja ruke.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation>{level}: {way}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation>Dva igrača: ko izvuče nižu kartu deli prvi, zatim se deljenje smenjuje. Izaberi ko igra na kom mestu.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Igra:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation>Mesto {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Čovek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation>Računar: {level}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation>Ime na mestu {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation>Igrač na mestu {number}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation>Prikaži savete računara za moje poteze</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation>Cilj partije u poenima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation>Igra se do (poena):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation>25 poena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 poena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation>Bonus za džin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation>Bonus za džin:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation>Karta uzeta sa talona sme se odmah baciti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation>Veliki džin: svih jedanaest karata u kombinacijama, bez bacanja (6 poena više)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation>Oklahoma: prva otvorena karta određuje granicu za kucanje (kec: samo džin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation>{points} poena po dobijenoj ruci</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation>Bonus po ruci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation>Bonus po ruci:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation>Holivud: tri igre istovremeno</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation>Više ljudi može da igra za jednim ekranom: kad sto pređe na igrača druge strane, pokriven je dok taj igrač ne sedne. Pravila se ne menjaju tokom partije.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation>Dozvoli poništavanje kad više ljudi igra za jednim ekranom</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Počni</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation>Svako mesto mora da ima ime.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation>Oba imena moraju biti različita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation>Sva tri imena moraju biti različita.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation>Strelice levo i desno vode kroz ruku potez po potez; Home i End vode na deljenje i na kraj; N i P vode na sledeću i prethodnu grešku.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation>Deljenje: potez 0 od {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation>Potez {step} od {steps}: {move}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation>{name}: {played} — prvi izbor savetnika. {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation>{name}: {played}; savetnik bi izabrao {best} (ovaj potez nije ocenio): {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation>{name}: {played} — cena oko {cost} poena; savetnik bi izabrao {best}. {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n odluka, od toga po izboru savetnika: {matched}; po njegovoj proceni izgubljeno je oko {lost} poena.</numerusform>
            <numerusform>{name}: %n odluke, od toga po izboru savetnika: {matched}; po njegovoj proceni izgubljeno je oko {lost} poena.</numerusform>
            <numerusform>{name}: %n odluka, od toga po izboru savetnika: {matched}; po njegovoj proceni izgubljeno je oko {lost} poena.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation>Nijedna ruka još nije završena: nema šta da se pregleda.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation>Pregled ruke {number}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation>Ocenjivanje odluka</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation>&amp;Prvi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Nazad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation>N&amp;apred</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>P&amp;oslednji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation>P&amp;rethodna greška</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation>&amp;Sledeća greška</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation>Idi na odluku ocenjenu kao nepreciznost, greška ili gruba greška ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation>Savetnik ocenjuje poteze…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation>Ovde nije bilo izbora: ovo je bio jedini potez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation>Dok se partija ne završi, ovde se ocenjuju samo odluke tvoje strane.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation>Ocenjivanje ruke {number}: odluka {done} od {total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation>Ocenjivanje nije uspelo: {error}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation>Bodovi koje je koštala svaka odluka</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation>Odluke igrača {name} prikazuju se kad se partija završi</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation>{name}, potez {move}: nije ocenjeno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation>{name}, potez {move}: {grade}, izgubljeno bodova: {cost}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation>Najbolji potez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Dobar potez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Nepreciznost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Greška</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gruba greška</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Nije ocenjeno</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation>{accuracy}%</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation>Ocena (izgubljeni bodovi)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Tačnost u ovoj ruci</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Tačnost u partiji (%n pregledana ruka)</numerusform>
            <numerusform>Tačnost u partiji (%n pregledane ruke)</numerusform>
            <numerusform>Tačnost u partiji (%n pregledanih ruku)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation>Tačnost: {accuracy}.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation>U kutiji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation>Kapiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation>Po strani</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation>Deli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation>Igra prvi</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation>Dalje slede pravila koja džin za dvoje deli sa šuetom, onako kako se igraju u šuetu.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation>Pravila džina za dvoje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation>Pravila džina za troje</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation>Datoteka sa pravilima nedostaje u ovoj instalaciji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation>## Kućna pravila ove partije</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation>Kucanje: dobija {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation>Podsecanje: dobija {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation>Džin: dobija {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation>Veliki džin: dobija {winner}</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation>Nerešena ruka</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation>Kutija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation>Po strani</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation>Poeni</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poen</numerusform>
            <numerusform>%n poena</numerusform>
            <numerusform>%n poena</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation>džin {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation>podsecanje {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation>za igru {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation>po ruci {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation>Holivud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation>veliki džin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation>uzeta karta sme se odmah baciti</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation>Saldo večeri: {name} {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation>Beležnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation>&amp;Beležnica: poslednje ruke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation>Prikaži ili sakrij poslednje ruke</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation>Tabela rezultata</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation>Podešavanja</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Trenutno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Brzina animacije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Brzina animacije:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation>Brzi &amp;računarski igrači</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation>Najveće moguće</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation>Manje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation>Veličina karata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Veličina karata:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Špil u &amp;četiri boje (tref zelen, karo plav)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation>Pitaj pre &amp;kucanja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation>Dozvoli &amp;nagoveštaje (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation>Pravila partije (bonus za džin, cilj, veliki džin, Oklahoma, pravilo o bacanju) biraju se u Novoj partiji.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation>Jačina zvuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Jačina zvuka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation>&amp;Isključi zvuk (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation>Kao sistem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Svetla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Tamna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation>Zelena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Plava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation>Grafit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Smeđa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation>Plava mreža</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation>Crvena mreža</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation>Zelena mreža</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation>Crno-zlatni rombovi</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation>Sukno stola</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation>Poleđina karata</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation>Izgled</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation>&amp;Sukno stola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Poleđina karata:</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation>Uzmi otvorenu kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation>Reci pas za otvorenu kartu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation>Spusti karte kad neko kuca ili završi džinom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation>Podeli sledeću ruku kad se ruka završi</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation>Kucni i baci izabranu kartu (inače najbolje kucanje koje pokazuje red neuparenih)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation>Nagoveštaj: potez koji ti savetnik predlaže; Enter ga odigra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation>Pomeri fokus duž ruke ili između špila i talona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation>Premesti u ruci kartu na kojoj je fokus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation>Fokus na špil i talon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation>Fokus na tvoju ruku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation>Fokus na prvu ili poslednju kartu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation>Izaberi kartu na kojoj je fokus (ponovo: baci je)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation>Odigraj ono na čemu je fokus: vuci iz špila ili uzmi sa talona, baci tu kartu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation>Kad nema šta da se odigra: prihvati predlog, podeli ili spusti karte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation>Vrati kartu koju prevlačiš; poništi izbor karte</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation>Uključi ili isključi zvuk</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation>Za stolom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation>Dugmad ispod stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Meniji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation>Kad je ekran pokriven za sledećeg igrača</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation>Tu sam: pokaži moje karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Tabela rezultata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation>Pregledaj ruku iz izabranog reda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation>Pregled ruke</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation>Prečice na tastaturi</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation>Taster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Šta radi</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation>Izvlačenje za uloge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation>Svaki igrač je izvukao kartu. Najviša karta ide u kutiju, srednja je kapiten, a najniža sedi po strani; pri istim kartama vuče se ponovo (R7, kec je najniži).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation>U kutiji je {box} i deli; kapiten je {captain}; po strani sedi {sitter}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation>Pritisni Podeli (Enter) za prvu ruku.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation>Predloži potez za kapitena: {captain}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation>Odigraj potez koji savetuješ, kao i obično; to je samo savet: odlučuje {captain}.</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation>Ti si na potezu: prva otvorena karta</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation>Uzmi otvorenu kartu (prevuci je u ruku ili pritisni T) ili reci pas (P). Ako oba igrača kažu pas, igrač koji ne deli vuče iz špila.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation>Uzmi otvorenu kartu (prevuci je u ruku ili pritisni T) ili reci pas (P). Ako oba igrača kažu pas, kapiten vuče iz špila (R12).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation>Ti si na potezu: vuci kartu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation>Prevuci ili klikni špil ili talon (ili pritisni Enter na njemu).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation>Ti si na potezu: baci kartu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation>Prevuci kartu na talon ili je dvaput klikni (ili je izaberi i pritisni Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation>Možeš da kucneš: spusti kartu za bacanje na mesto za kucanje ili pritisni K (R13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation>Kucanje: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation>Spusti karte: pritisni Spusti karte (L) da pokažeš kombinacije i dodaš karte.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation>Na potezu: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Granica za kucanje u ovoj ruci: {limit}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} baca {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} vuče iz špila.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation>{name} uzima {card} sa talona.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation>{name} uzima otvorenu kartu {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} kaže pas za otvorenu kartu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation>{name} završava džinom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation>{name} kuca sa neupareno {count}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation>Izvlačenje za deljenje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation>Svaki igrač je izvukao kartu. Niža karta deli prvu ruku, zatim se deljenje smenjuje; pri istoj vrednosti vuče se ponovo (C1, kec je najniži).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation>Deli: {dealer}; prvi igra: {other}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation>Uloge ostaju iste i {box} ponovo deli.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation>{box} pobeđuje u kutiji i ostaje u njoj; {sitter} postaje kapiten, a {captain} sedi po strani (R8).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation>{box} gubi u kutiji i sedi po strani; {captain} ulazi u kutiju, a {sitter} postaje kapiten (R8).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation>{knocker} završava džinom: nema nijedne neuparene karte!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation>{defender} ne sme da dodaje i računa {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation>Veliki džin donosi {bonus} + {extra} + {dd} = {points} (R16).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>Džin donosi bonus {bonus} plus {dd}: %n poen (R16).</numerusform>
            <numerusform>Džin donosi bonus {bonus} plus {dd}: %n poena (R16).</numerusform>
            <numerusform>Džin donosi bonus {bonus} plus {dd}: %n poena (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation>{knocker} kuca sa neupareno {kd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation>{defender} dodaje {cards} i računa {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation>{defender} računa {dd}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation>Kucanje donosi razliku: {dd} − {kd} = {points} (R14).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation>Podsecanje! {defender} dobija {bonus} + {kd} − {dd} = {points} (R15).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation>Nerešena ruka</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>U špilu je ostala samo %n karta i niko nije kucnuo, pa niko ne dobija poene (R17).</numerusform>
            <numerusform>U špilu su ostale samo %n karte i niko nije kucnuo, pa niko ne dobija poene (R17).</numerusform>
            <numerusform>U špilu je ostalo samo %n karata i niko nije kucnuo, pa niko ne dobija poene (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} dobija %n poen</numerusform>
            <numerusform>{winner} dobija %n poena</numerusform>
            <numerusform>{winner} dobija %n poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} sada ima %n poen.</numerusform>
            <numerusform>{winner} sada ima %n poena.</numerusform>
            <numerusform>{winner} sada ima %n poena.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation>Pritisni N ili Sledeća ruka za deljenje.</translation>
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
            <numerusform>{winner} dobija partiju sa %n poenom!</numerusform>
            <numerusform>{winner} dobija partiju sa %n poena!</numerusform>
            <numerusform>{winner} dobija partiju sa %n poena!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation>Konačni rezultat: {totals}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation>Pritisni Nova partija (Ctrl+N) da igraš ponovo; Enter prikazuje pregled partije.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation>uzimanje otvorene karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation>pas za otvorenu kartu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>vučenje iz špila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation>uzimanje gornje karte sa talona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation>bacanje: {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation>kucanje sa svih jedanaest karata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation>kucanje uz bacanje: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation>deljenje sledeće ruke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation>spuštanje karata</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} u ovoj ruci poništava %n potez.</numerusform>
            <numerusform>{name} u ovoj ruci poništava %n poteza.</numerusform>
            <numerusform>{name} u ovoj ruci poništava %n poteza.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation>Zvuk je isključen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation>Zvuk je uključen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation>Nema zvuka: nije nađen program za puštanje zvuka (traženi: {players}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation>Nema zvuka: GIN3_SOUND=off ga isključuje za ovo pokretanje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation>Nema zvuka: {player} ne može da pusti zvuk ({error}).</translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation>{won} od {played} ({rate}%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation>ljudi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation>mešoviti nivoi</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation>Forma igrača</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation>Igrač čija se forma prikazuje</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation>Dobijene partije prema nivou protivnika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation>Još nema završene partije.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation>Bodovi po ruci u poslednjim partijama (istaknute: dobijene)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation>Još nema završene partije: grafikon se popunjava kako se partije završavaju.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (računar, {level})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation>Dobijene partije — šuet: {chouette}; džin za dvoje: {two}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation>Partije dobijene zaredom: sada {current}, rekord {best}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation>Na 100 ruku: džinovi {gins}, zadata podsecanja {dealt}, pretrpljena podsecanja {suffered}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation>Na 100 ruku: još nijedna ruka nije odigrana do kraja</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation>protivnici ({opponents}): {rate}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation>dobijena, bodova po ruci: {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation>izgubljena, bodova po ruci: {points}</translation>
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
        <translation>Šuet (tri igrača)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation>Statistika po igračima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation>Džin za dvoje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation>Po igračima: završene i dobijene igre džina za dvoje, zbir njihovih rezultata (dobijena igra dodaje svoj rezultat, izgubljena ga oduzima) i džinovi, podsecanja i pobede na nulu u džinu za dvoje.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation>Statistika džina za dvoje po igračima</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Obriši statistiku…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation>Učitava se statistika…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation>{error} gin3 uskoro pokušava ponovo; partije uračunate u međuvremenu čuvaju se i upisuju čim datoteka bude slobodna.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation>Obriši statistiku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Obrisati statistiku svih igrača? Ovo se ne može poništiti.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation>Još nema partija.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation>Po igračima: završene, dobijene i napuštene partije (ostavljene nezavršene zbog druge). Kolone ruku broje svaku ruku odigranu do kraja, u završenim i napuštenim partijama; saveti broje svaku odluku za koju je igrač koji pauzira dao savet.</translation>
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
        <translation>Igrač</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation>Dobijene ruke u kutiji</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation>Dobijene ruke kao kapiten</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation>Džinovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation>Podsekao</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation>Podsečen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Poena po ruci</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation>Ispoštovani saveti</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-25"/>
        <source>{followed} of {offered}</source>
        <translation>{followed} od {offered}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games finished</source>
        <translation>Završene igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Dobijene igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation>Rezultat igara (zbir)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Pobede na nulu</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation>Završene partije</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation>Dobijene partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation>Napuštene partije</translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation>nije obična datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation>nije mogla da se pročita ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation>dugačka je {size} bajtova, više od bilo koje gin3 partije (najviše {limit} bajtova)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>prazna je</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation>nije gin3 snimak: nije tekst (bajt {position} nije UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation>oštećena je ili nepotpuna: nije ispravan JSON (red {line}, kolona {column})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation>oštećena je: JSON je previše duboko ugnežđen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation>oštećena je: sadrži predugačak broj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation>nije mogla ponovo da se odigra ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation>Sačuvana partija nije mogla da se nastavi: {reason}. Datoteka je sačuvana kao {kept_as}, a gin3 nastavlja bez nje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation>Sačuvana partija nije mogla da se nastavi: {reason}. gin3 nije mogao da skloni datoteku ({error}); još je u {path}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation>Nema nedovršene partije za nastavak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation>Datoteka partije {path} nije mogla da se otvori: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation>gin3 nije mogao da sačuva partiju u {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation>Sačuvana partija {path} nije mogla da se pročita ({error}). gin3 ostavlja datoteku netaknutu i ne čuva automatski dok se ne pokrene ponovo, da je ništa ne bi prepisalo; omogućite čitanje datoteke, pa ponovo pokrenite gin3 da biste nastavili tu partiju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation>{reason} Igra se nastavlja; gin3 pokušava ponovo posle sledećeg poteza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation>Partija se ponovo čuva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation>Statistika se ponovo ažurira.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation>Datoteka statistike bila je oštećena ({error}). Sačuvana je kao {kept_as}, a započeta je nova.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation>gin3 nije mogao da ažurira statistiku u {path}: {error}.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n bod, na potezu</numerusform>
            <numerusform>{name}, {role}, %n boda, na potezu</numerusform>
            <numerusform>{name}, {role}, %n bodova, na potezu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n bod</numerusform>
            <numerusform>{name}, {role}, %n boda</numerusform>
            <numerusform>{name}, {role}, %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n bod, na potezu</numerusform>
            <numerusform>{name}, %n boda, na potezu</numerusform>
            <numerusform>{name}, %n bodova, na potezu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n bod</numerusform>
            <numerusform>{name}, %n boda</numerusform>
            <numerusform>{name}, %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Špil, %n karta</numerusform>
            <numerusform>Špil, %n karte</numerusform>
            <numerusform>Špil, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation>Sada možeš da vučeš iz njega.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Talon, gornja karta {card}, %n karta</numerusform>
            <numerusform>Talon, gornja karta {card}, %n karte</numerusform>
            <numerusform>Talon, gornja karta {card}, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Talon, prazan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation>Sada možeš da uzmeš gornju kartu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation>Mesto za kucanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation>Sada možeš da kucneš: spusti kartu ovde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation>Spusti kartu ovde da kucneš, kad ti zbir neuparenih to dozvoli.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Tvoja ruka, %n karta</numerusform>
            <numerusform>Tvoja ruka, %n karte</numerusform>
            <numerusform>Tvoja ruka, %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>Ruka: {name}, %n karta</numerusform>
            <numerusform>Ruka: {name}, %n karte</numerusform>
            <numerusform>Ruka: {name}, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation>u tvojoj ruci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation>u ruci igrača {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation>u ruci igrača {name}, uzeta sa talona</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation>u tvojoj ruci, u nizu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation>u tvojoj ruci, u grupi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation>u tvojoj ruci, neuparena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation>u ruci igrača {name}, u nizu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation>u ruci igrača {name}, u grupi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation>u ruci igrača {name}, neuparena</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation>dodata na kombinaciju igrača {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation>u kombinaciji igrača {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation>među neuparenim kartama igrača {name}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation>Kucni</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation>Špil ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation>Neupareno {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Kombinacija</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation>Džin: nema neuparenih</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation>Nema neuparenih</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation>isto: vuče ponovo</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation>Predlog</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation>Kucni ovde</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation>Ti si na potezu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation>Razmišlja…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation>Na potezu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation>Prati kapitena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation>Po strani ovu ruku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation>Računar: {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation>Igra za ovim ekranom</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n poen</numerusform>
            <numerusform>%n poena</numerusform>
            <numerusform>%n poena</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation>Kucanje posle vučenja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation>Kucni sa neupareno {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation>Neupareno {count}: previše za kucanje</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation>Karta ne može tamo.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation>Prvo izaberi kartu iz ruke, pa klikni talon.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation>Kartaški sto</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation>Nauči da igraš šuet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation>Nauči džin za dvoje</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation>Ova lekcija s tobom igra jednu ruku. Pročitaj svaki korak, pa na stolu odigraj potez koji traži. Drugi potez se ne prihvata, a možeš da pokušaš ponovo. Tvoja partija čeka dok se lekcija ne završi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation>Šuet je džin remi za troje. U svakoj ruci jedan igrač je u kutiji i igra bez partnera: sada je to {box}. Protiv igrača u kutiji igra kapiten: to si ti. Igrač po strani, {sitter}, ne dobija karte, na tvojoj je strani i može da ti predlaže poteze. Posle svake ruke uloge se menjaju.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation>{box} deli svakome od vas po deset karata. Karta okrenuta licem nagore na talonu je prva otvorena karta: {upcard}. Prvo ti možeš da je uzmeš. Sa tvojim kartama ne čini kombinaciju, zato reci pas: klikni Pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation>I {box} kaže pas za otvorenu kartu. Sada ti vučeš: klikni špil (gomilu zatvorenih karata) da uzmeš gornju kartu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation>Izvučena karta: {drawn}. Kombinacija su tri ili četiri karte iste vrednosti (grupa) ili tri ili više uzastopnih karata iste boje (niz). Tvoje kombinacije sada: {melds}. Ostale karte su neuparene. Svaka se računa protiv tebe u bodovima: kec 1, slike 10. Tvoj zbir neuparenih sada: {deadwood}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation>Sada baci jednu kartu na talon. Igrač po strani, {sitter}, predlaže kartu u panelu sa savetima. Možeš da je prihvatiš (dugme Prihvati predlog ili Enter) ili da odigraš drugu kartu: odlučuje kapiten. Ovde je savet dobar: prihvati ga ili baci {thrown}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation>Sada baci jednu kartu na talon: prevuci je tamo ili je dvaput klikni. Baci {thrown}: to je tvoja najviša karta koja nije ni u jednoj kombinaciji.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation>{box} vuče iz špila i baca {taken}. Ta karta dopunjuje kombinaciju sa tvojim kartama. Uzmi je: klikni talon.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation>Sa kartom {taken} tvoj zbir neuparenih posle bacanja je 10 ili manje, pa možeš da kucneš. Kucanje završava ruku. Izaberi {discard} (klikni je), pa klikni Kucni.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation>Kucanje je obavljeno: tvoje kombinacije leže otvorene na stolu. Sada {box} spušta karte. {box} može da doda karte na tvoje kombinacije: kartu koja pristaje u grupu ili produžava niz. Tako se smanjuje zbir neuparenih igrača {box}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation>Obračun. Svaka strana broji svoj zbir neuparenih. Tvoj je manji, pa dobijaš razliku u bodovima: {points}. Da je zbir neuparenih igrača {box} isti ili manji, to bi bilo podsecanje: bodove bi dobila druga strana, i to 10 više.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation>Kao kapiten dobijaš ovu ruku, pa u sledećoj ruci ulaziš u kutiju.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation>To je cela ruka. Klikni Završi da se vratiš u svoju igru.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation>Ne taj potez: {upcard} ne čini kombinaciju sa tvojim kartama. Klikni Pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation>Ne taj potez: kad oba igrača kažu pas, prvi igrač vuče iz špila.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation>Ne taj potez: u ovoj lekciji poslušaj igrača po strani. Baci {thrown}, tvoju najvišu neuparenu kartu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation>Ne taj potez: baci {thrown}, tvoju najvišu kartu koja nije ni u jednoj kombinaciji.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation>Ne taj potez: uzmi {taken} sa talona. Ta karta dopunjuje kombinaciju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation>Ne taj potez: sada kucni. Izaberi {discard}, pa klikni Kucni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation>Ne sada: pročitaj korak, pa klikni Dalje.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation>Lekcija sada traži drugi potez: pročitaj panel lekcije.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation>&amp;Nauči da igraš šuet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation>Nauči džin za &amp;dvoje</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation>Napusti lekciju</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation>Pogledaj potez drugog igrača.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>Završi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation>Šuet je džin remi za troje. Želiš li kratku lekciju? Ona s tobom igra jednu ruku, korak po korak. Kasnije je možeš naći u meniju Pomoć.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation>&amp;Počni lekciju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Ne sada</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation>Dobro došli u gin3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation>Kako se zoveš? Ime se prikazuje na tvom mestu za stolom i čuva se u statistici.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Isključi zvuk</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation>&amp;Podeli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation>&amp;Uzmi otvorenu kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>P&amp;as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Kucni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation>&amp;Spusti karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Sledeća ruka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation>Nova &amp;partija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation>Poređaj:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation>po &amp;boji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation>po &amp;vrednosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation>po &amp;kombinacijama</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation>&amp;Uzmi otvorenu kartu (predlog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation>P&amp;as (predlog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation>&amp;Kucni (predlog)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation>Neupareno {count} — kad baciš {card}: {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation>Neupareno {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation>Bacanje posle kojeg ti sada ostaje najmanji zbir neuparenih. Savet uzima u obzir i karte koje tek dolaze i ostale igrače (najbolji očekivani rezultat), pa može da predloži drugu kartu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation>Zbir neuparenih u tvojoj ruci: poeni karata koje nisu u najboljim kombinacijama.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation>Predloži potez za kapitena ({captain}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation>{name}, ti si na potezu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Ti si na potezu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation>Na potezu: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation>Ruka je završena: pritisni N ili Sledeća ruka.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation>Partiju dobija {name}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation>Prikaži &amp;savete računara za moje poteze</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation>Kucnuti?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation>Da li želiš ovaj potez: {move}?</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation>Savet računara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation>Savet igrača po strani</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation>Tabela rezultata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation>Tvoje karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Potezi</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation>Džin za dvoje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation>Džin remi za troje</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nova partija…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Otvori partiju…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation>&amp;Sačuvaj partiju kao…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation>Iz&amp;vezi zapisnik…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation>Prov&amp;eri deljenja…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Poništi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>N&amp;agoveštaj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation>P&amp;regledaj ruku…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation>Po&amp;dešavanja…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izađi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Ceo ekran</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation>Brzi &amp;računarski igrači</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>P&amp;ravila</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation>&amp;Prečice na tastaturi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation>&amp;O programu gin3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Jezik sistema</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation>Kućna pravila ove partije: {rules}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>Poništen je %n potez.</numerusform>
            <numerusform>Poništena su %n poteza.</numerusform>
            <numerusform>Poništeno je %n poteza.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation>Poslednji potez</translation>
    </message>
</context>
</TS>
