<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain} followed {followed} of %n suggestion from the sitter.</numerusform>
            <numerusform>{captain} followed {followed} of %n suggestions from the sitter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+4"/>
        <source>Your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>{owner}&apos;s hand, %n card. {deadwood}</numerusform>
            <numerusform>{owner}&apos;s hand, %n cards. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../gin3/gui/windows/files.py" line="+71"/>
        <source>gin3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Resume the match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An unfinished match was saved on {when}, in hand {number}. Totals: {players}.

Resume it where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>Running result after %n game: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Running result after %n games: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+8"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: chouette gin, {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+189"/>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+106"/>
        <source>× {factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s)</source>
        <translation>
            <numerusform>Running result after %n game</numerusform>
            <numerusform>Running result after %n games</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>The match is played to %n point.</numerusform>
            <numerusform>The match is played to %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>A game is played to %n point; its winner scores a game bonus of {bonus}.</numerusform>
            <numerusform>A game is played to %n points; its winner scores a game bonus of {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/matchend.py" line="+98"/>
        <source>{name} {accuracy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Accuracy over the %n hand(s) reviewed: </source>
        <translation>
            <numerusform>Accuracy over the %n hand reviewed: </numerusform>
            <numerusform>Accuracy over the %n hands reviewed: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n decision, {matched} as the advisor would play, about {lost} points lost by its estimate.</numerusform>
            <numerusform>{name}: %n decisions, {matched} as the advisor would play, about {lost} points lost by its estimate.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Accuracy in the match (%n hand reviewed)</numerusform>
            <numerusform>Accuracy in the match (%n hands reviewed)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>Gin scores the bonus {bonus} plus {dd}: %n point (R16).</numerusform>
            <numerusform>Gin scores the bonus {bonus} plus {dd}: %n points (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>Only %n card is left in the stock and nobody knocked, so nobody scores (R17).</numerusform>
            <numerusform>Only %n cards are left in the stock and nobody knocked, so nobody scores (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} wins %n point</numerusform>
            <numerusform>{winner} wins %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} now has %n point.</numerusform>
            <numerusform>{winner} now has %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} wins the match with %n point(s)!</source>
        <translation>
            <numerusform>{winner} wins the match with %n point!</numerusform>
            <numerusform>{winner} wins the match with %n points!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} took back %n move in this hand.</numerusform>
            <numerusform>{name} took back %n moves in this hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="+257"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chouette (three players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-25"/>
        <source>{followed} of {offered}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n point, to play</numerusform>
            <numerusform>{name}, {role}, %n points, to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n point</numerusform>
            <numerusform>{name}, {role}, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n point, to play</numerusform>
            <numerusform>{name}, %n points, to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n point</numerusform>
            <numerusform>{name}, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Stock, %n card</numerusform>
            <numerusform>Stock, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Discard pile, top card {card}, %n card</numerusform>
            <numerusform>Discard pile, top card {card}, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Your hand, %n card</numerusform>
            <numerusform>Your hand, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>{name}&apos;s hand, %n card</numerusform>
            <numerusform>{name}&apos;s hand, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>Took back %n move.</numerusform>
            <numerusform>Took back %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
