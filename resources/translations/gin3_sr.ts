<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
<context>
    <name>About</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+310"/>
        <source>About gin3</source>
        <translation>О програму gin3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Three-handed Gin Rummy: one player in the box against a captain and a sitter.&lt;/p&gt;&lt;p&gt;Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).&lt;/p&gt;&lt;p&gt;Built with Qt {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gin3 {version}&lt;/h3&gt;&lt;p&gt;Џин реми за троје: играч у кутији против екипе капитена и играча по страни.&lt;/p&gt;&lt;p&gt;Карте је нацртао gin3; фонт DejaVu Sans (лиценца Bitstream Vera / DejaVu).&lt;/p&gt;&lt;p&gt;Направљено помоћу Qt {qt}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/advice.py" line="+30"/>
        <source>{captain} followed {followed} of %n suggestion(s) from the sitter.</source>
        <translation>
            <numerusform>{captain}: испоштовано {followed} од %n предлога играча по страни.</numerusform>
            <numerusform>{captain}: испоштовано {followed} од %n предлога играча по страни.</numerusform>
            <numerusform>{captain}: испоштовано {followed} од %n предлога играча по страни.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the ignored suggestions would have scored cannot be told: a person made them, and only the advisor&apos;s own moves are rated.</source>
        <translation>Колико би вредели неиспоштовани предлози, не може се рећи: дао их је човек, а оцењују се само потези саветника.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the ignored suggestions would have scored cannot be told: the advisor did not rate every move the captain played instead.</source>
        <translation>Колико би вредели неиспоштовани предлози, не може се рећи: саветник није оценио сваки потез који је капитен одиграо уместо њих.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the advisor&apos;s own ratings, the ignored suggestions were worth about {points} expected points more, in total, than the moves played instead; an estimate, not a replay of the hand.</source>
        <translation>По оценама самог саветника, неиспоштовани предлози вредели су укупно око {points} очекиваних поена више од одиграних потеза; ово је процена, не поновно играње руке.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth about {points} expected points more, in total, than the ignored suggestions; an estimate, not a replay of the hand.</source>
        <translation>По оценама самог саветника, одиграни потези вредели су укупно око {points} очекиваних поена више од неиспоштованих предлога; ово је процена, не поновно играње руке.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By the advisor&apos;s own ratings, the moves played instead were worth as much.</source>
        <translation>По оценама самог саветника, одиграни потези вредели су исто толико.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/advice.py" line="+66"/>
        <source>Suggested: {move}.
{reason}</source>
        <translation>Предлог: {move}.
{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also possible: {move}.
{reason}</source>
        <translation>Може и: {move}.
{reason}</translation>
    </message>
</context>
<context>
    <name>AdviceDesk</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="+43"/>
        <source>Only the sitter suggests, before the captain&apos;s move.</source>
        <translation>Предлаже само играч по страни, пре капитеновог потеза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not open to the captain now, so it cannot be suggested.</source>
        <translation>Тај потез капитену сада није дозвољен, па се не може предложити.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/advice.py" line="-57"/>
        <source>{sitter} suggests it.</source>
        <translation>Предлаже: {sitter}.</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+130"/>
        <location line="+25"/>
        <source>Advice status</source>
        <translation>Стање савета</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <location line="+24"/>
        <source>The sitter&apos;s suggestions</source>
        <translation>Предлози играча по страни</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+21"/>
        <source>&amp;Accept the suggestion</source>
        <translation>&amp;Прихвати предлог</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>&amp;Suggest a move</source>
        <translation>П&amp;редложи потез</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+17"/>
        <source>Let the captain &amp;decide</source>
        <translation>Нека капитен &amp;одлучи</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Advise the captain&apos;s moves</source>
        <translation>&amp;Саветуј капитена</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer&apos;s suggestions</source>
        <translation>Предлози рачунара</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two-player gin has no sitter: press H for a hint on your own move.</source>
        <translation>Џин за двоје нема играча по страни: притисни H за наговештај за свој потез.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer&apos;s advice on your moves appears here during a hand.</source>
        <translation>Савети рачунара за твоје потезе појављују се овде током руке.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer suggests this move to {player}:</source>
        <translation>Рачунар предлаже овај потез играчу {player}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer advises you on your own moves only.</source>
        <translation>Рачунар те саветује само о твојим потезима.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The sitter&apos;s advice appears here during a hand.</source>
        <translation>Савети играча по страни појављују се овде током руке.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+15"/>
        <source>The table is being handed over.</source>
        <translation>Сто се предаје следећем играчу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box player never sees the team&apos;s advice.</source>
        <translation>Играч у кутији никад не види савете екипе.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{sitter}, suggest {captain}&apos;s move: make it on the table as usual (drag, click or keys); it is only advice.</source>
        <translation>{sitter}, предложи потез за капитена ({captain}): одиграј га на столу као и обично (превлачењем, кликом или тастерима); то је само савет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{sitter} suggests this move to {captain}:</source>
        <translation>{sitter} предлаже овај потез капитену ({captain}):</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+25"/>
        <source>No suggestion for this decision yet.</source>
        <translation>За ову одлуку још нема предлога.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter advises on the captain&apos;s decisions only.</source>
        <translation>Играч по страни саветује само о капитеновим одлукама.</translation>
    </message>
</context>
<context>
    <name>AdviceReason</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+30"/>
        <source>Take {card}: it melds with your cards as {meld}.</source>
        <translation>Узми {card}: са твојим картама чини комбинацију {meld}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {card}: it lowers your deadwood from {before} to {after}.</source>
        <translation>Узми {card}: неупарено ти пада са {before} на {after}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} makes no meld with your cards.</source>
        <translation>Вуци из шпила: {card} не чини комбинацију са твојим картама.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass {card}: it makes no meld with your cards.</source>
        <translation>Пас за {card}: не чини комбинацију са твојим картама.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average.</source>
        <translation>Узми {card}: остаје ти {after} неупарено; карта из шпила оставила би у просеку {expected}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Вуци из шпила: {card} би чинила комбинацију, али карта из шпила крије твоју руку. Ако је узмеш, остаје ти {after} неупарено; карта из шпила оставља у просеку {expected}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass {card}: it would meld, but a stock card keeps your hand hidden. Taking it leaves {after} deadwood; a stock card leaves {expected} on average.</source>
        <translation>Пас за {card}: чинила би комбинацију, али карта из шпила крије твоју руку. Ако је узмеш, остаје ти {after} неупарено; карта из шпила оставља у просеку {expected}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.</source>
        <translation>Баци {card}: противник је више не може уклопити у комбинацију; остаје неупарено {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; keeps {draw} open.</source>
        <translation>Баци {card}, твоју највишу неупарену карту; остаје отворено {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, your highest deadwood; leaves {deadwood} deadwood.</source>
        <translation>Баци {card}, твоју највишу неупарену карту; остаје неупарено {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; keeps {draw} open.</source>
        <translation>Баци {card}, карту ван комбинација; остаје отворено {draw}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card}, an unmatched card; leaves {deadwood} deadwood.</source>
        <translation>Баци {card}, карту ван комбинација; остаје неупарено {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw {card} out of {meld}; leaves {deadwood} deadwood.</source>
        <translation>Баци {card} из комбинације {meld}; остаје неупарено {deadwood}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut.</source>
        <translation>Не куцај још: баци {card}; ако сада куцнеш, процењена шанса да те подсеку је {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}.</source>
        <translation>Не куцај још: баци {card}; чекање се процењује на {wait} поена, најбоље куцање само на {knock}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with gin: {melds}; scores {bonus} plus the other side&apos;s deadwood.</source>
        <translation>Куцни џином: {melds}; доноси бонус {bonus} плус противниково неупарено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; only {layoffs} unseen cards could be laid off on these melds.</source>
        <translation>Куцни са неупарено {deadwood}, бацајући {card}: {melds}; на ове комбинације могло би се додати само {layoffs} невиђених карата.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%.</source>
        <translation>Куцни са неупарено {deadwood}, бацајући {card}: {melds}; процењена шанса подсецања {risk}%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock was gin: lay down {melds}; nothing may be laid off.</source>
        <translation>Куцање је било џин: спусти {melds}; ништа се не може додати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}; leaves {deadwood} deadwood.</source>
        <translation>Додај {cards}; остаје неупарено {deadwood}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down your cards: nothing fits the knocker&apos;s melds; {deadwood} deadwood.</source>
        <translation>Спусти карте: ништа не пристаје на комбинације играча који је куцао; неупарено {deadwood}.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <location filename="../../gin3/gui/i18n.py" line="+125"/>
        <source>OK</source>
        <translation>У реду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+170"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Не</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../gin3/gui/text/cards.py" line="+19"/>
        <source>Ace</source>
        <translation>Кец</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Двојка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Тројка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Четворка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Петица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Шестица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Седмица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Осмица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Деветка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Десетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Жандар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Краљ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-down card</source>
        <translation>Затворена карта</translation>
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
        <translation>Твоје карте</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cards of yours are on the table now.</source>
        <translation>Твојих карата сада нема на столу.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{owner}&apos;s hand, %n card(s). {deadwood}</source>
        <translation>
            <numerusform>Рука: {owner}, %n карта. {deadwood}</numerusform>
            <numerusform>Рука: {owner}, %n карте. {deadwood}</numerusform>
            <numerusform>Рука: {owner}, %n карата. {deadwood}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCheck</name>
    <message>
        <location filename="../../gin3/gui/windows/verify.py" line="+38"/>
        <source>All {count} deals are as committed.</source>
        <translation>Сва дељења одговарају печату (укупно: {count}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand of this match is over yet, so there is no deal to check.</source>
        <translation>Ниједна рука ове партије још није завршена, па нема дељења за проверу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This match was dealt before verifiable deals: there is nothing to check.</source>
        <translation>Ова партија је дељена пре увођења проверивих дељења: нема шта да се провери.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be checked: {detail}.</source>
        <translation>Датотека не може да се провери: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deals of this match cannot be checked: {detail}.</source>
        <translation>Дељења ове партије не могу да се провере: {detail}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} is not as committed: its entry in the file is damaged ({detail}).</source>
        <translation>Рука {hand} не одговара печату: њен запис у датотеци је оштећен ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its secret does not hash to its commitment.</source>
        <translation>Рука {hand} не одговара печату: хеш њене тајне није једнак њеном печату.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {hand} is not as committed: its commitment is not the one the match committed to before the cut.</source>
        <translation>Рука {hand} не одговара печату: њен печат није онај који је партија утврдила пре сечења.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).</source>
        <translation>Рука {hand} не одговара печату: њен шпил није онај који дају њена тајна и сечење ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).</source>
        <translation>Рука {hand} не одговара печату: потези из датотеке не могу да се одиграју из њеног шпила ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand {hand} is not as committed: it is over, but its secret is not in the file.</source>
        <translation>Рука {hand} не одговара печату: завршена је, али њене тајне нема у датотеци.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The deals of this match are fixed now, before your cut: {commitment}. Each hand&apos;s secret is revealed when the hand is over, and Game &gt; Check the deals… checks them.</source>
        <translation>Дељења ове партије утврђују се сада, пре твог сечења: {commitment}. Тајна сваке руке открива се кад се рука заврши, а Игра &gt; Провери дељења… их проверава.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>optional: any word of yours</source>
        <translation>по жељи: било која твоја реч</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your word is mixed into every shuffle of the match, so neither gin3 nor you alone chooses the cards.</source>
        <translation>Твоја реч улази у свако мешање карата у партији, па карте не бира само gin3, нити само ти.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your cut</source>
        <translation>Твоје сечење</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals committed:</source>
        <translation>Печат дељења:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cut:</source>
        <translation>Твоје сечење:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Deal {number}: {commitment}</source>
        <translation>Дељење {number}: {commitment}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is revealed in the match file and the exported log once the hand is over.</source>
        <translation>Печат дељења {number}, утврђен пре дељења: {commitment}. Тајна тог дељења открива се у датотеци партије и у извезеном записнику кад се рука заврши.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check the deals</source>
        <translation>Провера дељења</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every finished hand&apos;s deck is dealt again from its revealed secret and the cut, and checked against its commitment and against the cards played. The same check runs without the app: gin3 verify MATCH_FILE.</source>
        <translation>Шпил сваке завршене руке поново се дели из њене откривене тајне и сечења и проверава према њеном печату и према одиграним картама. Иста провера ради и без апликације: gin3 verify MATCH_FILE.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Check a file…</source>
        <translation>Провери датотеку…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no match on the table.</source>
        <translation>На столу нема партије.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table:</source>
        <translation>Партија на столу:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the deals of a match file</source>
        <translation>Провери дељења из датотеке партије</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin3 matches (*.json);;All files (*)</source>
        <translation>gin3 партије (*.json);;Све датотеке (*)</translation>
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
        <translation>Наставити партију?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume the match</source>
        <translation>&amp;Настави партију</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a &amp;new match</source>
        <translation>Почни &amp;нову партију</translation>
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
        <translation>Недовршена партија сачувана је {when}, у {number}. руци. Резултат: {players}.

Наставити тамо где је стала?</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Save match as</source>
        <translation>Сачувај партију као</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The match was saved to {path}.</source>
        <translation>Партија је сачувана у {path}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match</source>
        <translation>Отвори партију</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Export log</source>
        <translation>Извези записник</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The log can be exported when a player is at the table.</source>
        <translation>Записник се може извести кад је за столом неки играч.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log could not be written to {path}: {error}</source>
        <translation>Записник није могао да се упише у {path}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log was exported to {path}.</source>
        <translation>Записник је извезен у {path}.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>The match is not finished</source>
        <translation>Партија није завршена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match on the table is not finished. Save it before you leave it?</source>
        <translation>Партија на столу није завршена. Да ли да је сачувате пре него што је оставите?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Сачувај као…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Одбаци је</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-12"/>
        <source>You cannot knock now: knocking comes after drawing, instead of a discard.</source>
        <translation>Сада не можеш да куцнеш: куца се после вучења, уместо бацања.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to lay down: nobody has knocked.</source>
        <translation>Нема шта да се спусти: нико није куцнуо.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>No hand is being played right now.</source>
        <translation>Тренутно се не игра ниједна рука.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is covered: the next player must take it first.</source>
        <translation>Сто је покривен: следећи играч прво мора да га преузме.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Сачекај: на потезу је {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no suggestion to accept now.</source>
        <translation>Сада нема предлога за прихватање.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That is not a move of the game.</source>
        <translation>То није потез у овој игри.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>Рука је завршена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take or pass the upcard (R12).</source>
        <translation>Прво узми отворену карту или реци пас (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the upcard: draw from the stock (R12).</source>
        <translation>Оба играча су рекла пас за отворену карту: вуци из шпила (R12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First draw a card, from the stock or the discard pile (R11).</source>
        <translation>Прво вуци карту, из шпила или са талона (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have drawn: now discard or knock (R11).</source>
        <translation>Карта је извучена: сада баци карту или куцни (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay down your cards: the other side has knocked (R13).</source>
        <translation>Спусти карте: друга страна је куцнула (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is not in your hand.</source>
        <translation>Карта {card} није међу твојим картама.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not discard the card you just took from the discard pile (R11).</source>
        <translation>Не смеш бацити карту управо узету са талона (R11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock must discard a card: big gin is not played in this match.</source>
        <translation>Куцање мора да баци карту: у овој партији се не игра велики џин.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin needs all eleven cards in melds.</source>
        <translation>За велики џин свих једанаест карата мора бити у комбинацијама.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).</source>
        <translation>Не можеш да куцнеш: неупарено би ти било {deadwood}, а за куцање треба {limit} или мање (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).</source>
        <translation>Не можеш да куцнеш: неупарено би ти било {deadwood}, а у овој руци сме да се куца само џином (R13).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may lay off on gin (R16).</source>
        <translation>На џин нико не сме да додаје (R16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card can only be laid off once (R13).</source>
        <translation>Карта се може додати само једном (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no meld number {number} to lay {card} off on.</source>
        <translation>Не постоји комбинација број {number} на коју би се додала карта {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot be laid off on {meld} (R13).</source>
        <translation>{card} не може да се дода на {meld} (R13).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card of {meld} is already in another meld (R4).</source>
        <translation>Једна карта из комбинације {meld} већ је у другој комбинацији (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cards} of {meld} is not in your hand.</source>
        <translation>Карте {cards} из комбинације {meld} нису међу твојим картама.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match is over: {winner} won.</source>
        <translation>Партија је завршена, победник: {winner}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is over: deal the next hand first.</source>
        <translation>Рука је завршена: прво подели следећу руку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is still being played.</source>
        <translation>Рука се још игра.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/controller.py" line="+331"/>
        <source>Thinking about a hint…</source>
        <translation>Смишља се наговештај…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: {move}. {reason}</source>
        <translation>Наговештај: {move}. {reason}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer player {name} chose an illegal move ({error}); it plays a legal move instead.</source>
        <translation>Рачунарски играч {name} изабрао је недозвољен потез ({error}); уместо њега игра се дозвољен потез.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../../gin3/gui/text/games.py" line="+73"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}&apos;s total doubled; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} добија игру {number}, {won}–{lost}: бонус за игру {bonus}, бонус по руци {winner_hands} × {line} за играча {winner}, а за играча {loser} ништа; победа на нулу: збир играча {winner} се удвостручује; коначни збирови {final_won}–{final_lost}, резултат игре {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × {line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, result {result}.</source>
        <translation>{winner} добија игру {number}, {won}–{lost}: бонус за игру {bonus}, бонус по руци {winner_hands} × {line} за играча {winner} и {loser_hands} × {line} за играча {loser}; коначни збирови {final_won}–{final_lost}, резултат игре {result}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>game {number} ({first} {a}, {second} {b})</source>
        <translation>игра {number} ({first} {a}, {second} {b})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still open: {games}.</source>
        <translation>Игре у току: {games}.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Running result after %n game(s): {first} {a}, {second} {b}.</source>
        <translation>
            <numerusform>Салдо после %n игре: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Салдо после %n игре: {first} {a}, {second} {b}.</numerusform>
            <numerusform>Салдо после %n игара: {first} {a}, {second} {b}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{winner} wins game {number}!</source>
        <translation>{winner} добија игру {number}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the three Hollywood games, result {result}!</source>
        <translation>{winner} добија све три игре у Холивуду, резултат игара {result}!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press Enter for the summary: Next game, Rematch or New match.</source>
        <translation>Притисни Enter за преглед: Следећа игра, Реванш или Нова партија.</translation>
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
        <translation>gin3 записник: шует џин, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 game log: classic gin, {players}</source>
        <translation>gin3 записник: класични џин, {players}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus: {points} points.</source>
        <translation>Бонус за џин: {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut bonus: {points} points.</source>
        <translation>Бонус за подсецање: {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match target: {points} points.</source>
        <translation>Циљ партије: {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin is played: gin with all eleven cards scores {extra} more.</source>
        <translation>Игра се велики џин: џин са свих једанаест карата доноси {extra} више.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is not played.</source>
        <translation>Велики џин се не игра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value sets the knock limit; an ace means gin only.</source>
        <translation>Оклахома: вредност прве отворене карте одређује границу за куцање; кец значи само џин.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knock limit is {limit}.</source>
        <translation>Граница за куцање је {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may be discarded in the same turn.</source>
        <translation>Карта узета са талона сме се бацити у истом потезу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Карта узета са талона не сме се бацити у истом потезу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawing for roles: {draws}.</source>
        <translation>Извлачење за улоге: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing for the first deal: {draws}.</source>
        <translation>Извлачење за прво дељење: {draws}.</translation>
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
        <translation>{number}. рука</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{box} is in the box, {captain} is captain and {sitter} sits out.</source>
        <translation>У кутији: {box}, капитен: {captain}, по страни: {sitter}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/announce.py" line="+3"/>
        <source>{dealer} deals ten cards each; the upcard is {card}.</source>
        <translation>Дели {dealer}, свакоме по десет карата; отворена карта је {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Граница за куцање у овој руци: {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only gin may knock this hand.</source>
        <translation>У овој руци сме да се куца само џином.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes the upcard {card}.</source>
        <translation>{player} узима отворену карту {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} passes the upcard {card}.</source>
        <translation>{player} каже пас за отворену карту {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws {card} from the stock.</source>
        <translation>{player} вуче {card} из шпила.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws from the stock.</source>
        <translation>{player} вуче из шпила.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player} узима {card} са талона.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card}.</source>
        <translation>{player} баца {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} knocks, discarding {card}: {melds}, deadwood {deadwood} ({points}).</source>
        <translation>{player} куца, бацајући {card}: {melds}, неупарено {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} goes gin, discarding {card}: {melds}.</source>
        <translation>{player} завршава џином, бацајући {card}: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} goes big gin with all eleven cards: {melds}.</source>
        <translation>{player} завршава великим џином са свих једанаест карата: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays down {melds}.</source>
        <translation>{player} спушта {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} lays off {cards}.</source>
        <translation>{player} додаје {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with deadwood {deadwood} ({points}).</source>
        <translation>{player} остаје са неупарено {deadwood} ({points}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is left with no deadwood.</source>
        <translation>{player} остаје без неупарених карата.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no melds</source>
        <translation>без комбинација</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand by knocking: {points} points ({knocker_deadwood} deadwood against {defender_deadwood}).</source>
        <translation>{winner} добија руку куцањем: {points} поена (неупарено {knocker_deadwood} према {defender_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} undercuts {loser}: {points} points ({defender_deadwood} deadwood against {knocker_deadwood}).</source>
        <translation>{winner} подсеца играча {loser}: {points} поена (неупарено {defender_deadwood} према {knocker_deadwood}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins the hand with gin: {points} points.</source>
        <translation>{winner} добија руку џином: {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the hand with big gin: {points} points.</source>
        <translation>{winner} добија руку великим џином: {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead hand: {stock_left} cards are left in the stock and nobody knocked. Nobody scores, and the same dealer deals again.</source>
        <translation>Нерешена рука: у шпилу је остало {stock_left} карата и нико није куцнуо. Нико не добија поене, исти делилац поново дели.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {captain} and {sitter} swap.</source>
        <translation>{box} побеђује у кутији и остаје у њој; {captain} и {sitter} мењају места.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} lost the box and sits out; {captain} takes the box.</source>
        <translation>{box} губи кутију и седи по страни; у кутију улази {captain}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals: {totals}.</source>
        <translation>Укупно: {totals}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the match with {points} points.</source>
        <translation>Партију добија {winner} са {points} поена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is still in progress: hand {number} is being played.</source>
        <translation>Партија још траје: игра се {number}. рука.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deals were committed before the cut: {commitment}.</source>
        <translation>Дељења су запечаћена пре сечења: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut typed for this match: {cut}.</source>
        <translation>Сечење унето за ову партију: {cut}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cut was typed for this match.</source>
        <translation>За ову партију није унето сечење.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commitment before the deal: {commitment}.</source>
        <translation>Печат пре дељења: {commitment}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s secret, revealed: {secret}.</source>
        <translation>Тајна дељења, сада откривена: {secret}.</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+191"/>
        <source>Game {number}
{player}</source>
        <translation>Игра {number}
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
            <numerusform>Салдо после %n игре</numerusform>
            <numerusform>Салдо после %n игре</numerusform>
            <numerusform>Салдо после %n игара</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: game bonus for {winner}</source>
        <translation>Игра {number}: бонус за игру ({winner})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {number}: line bonus, {bonus} for each hand won</source>
        <translation>Игра {number}: бонус по руци, {bonus} за сваку добијену руку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: shutout, {winner}&apos;s total doubled</source>
        <translation>Игра {number}: победа на нулу, збир играча {winner} се удвостручује</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game {number}: final totals</source>
        <translation>Игра {number}: коначни збирови</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game {number}: {winner} wins by {result}</source>
        <translation>Игра {number}: побеђује {winner}, разлика {result}</translation>
    </message>
</context>
<context>
    <name>HandLogPanel</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="+14"/>
        <location line="+5"/>
        <source>Moves of this hand</source>
        <translation>Потези у овој руци</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../../gin3/gui/windows/cover.py" line="+27"/>
        <source>Pass to {name}</source>
        <translation>Предај играчу: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is in the box.</source>
        <translation>У кутији: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is the captain.</source>
        <translation>Капитен: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} sits out and advises the captain.</source>
        <translation>{name} седи по страни и саветује капитена.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next.</source>
        <translation>Следећи игра: {name}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn to suggest the captain&apos;s move.</source>
        <translation>Ти си на потезу: предложи капитенов потез.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to take or pass the upcard.</source>
        <translation>Ти си на потезу: узми отворену карту или реци пас.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to draw.</source>
        <translation>Ти си на потезу: вуци карту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to discard.</source>
        <translation>Ти си на потезу: баци карту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other side knocked: your turn to lay down your cards.</source>
        <translation>Друга страна је куцнула: на теби је да спустиш карте.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Ти си на потезу.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The cards are hidden so that nobody sees the other side&apos;s hand. Click or press Enter.</source>
        <translation>Карте су скривене да нико не види руку друге стране. Кликни или притисни Enter.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am {name}: show my cards</source>
        <translation>Ја сам {name}: покажи моје карте</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/rules.py" line="+19"/>
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Партија се игра до %n поена.</numerusform>
            <numerusform>Партија се игра до %n поена.</numerusform>
            <numerusform>Партија се игра до %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A game is played to %n point(s); its winner scores a game bonus of {bonus}.</source>
        <translation>
            <numerusform>Игра се игра до %n поена; победник добија бонус за игру од {bonus}.</numerusform>
            <numerusform>Игра се игра до %n поена; победник добија бонус за игру од {bonus}.</numerusform>
            <numerusform>Игра се игра до %n поена; победник добија бонус за игру од {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin scores a bonus of {bonus} points.</source>
        <translation>Џин доноси бонус од {bonus} поена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may be thrown in the same turn.</source>
        <translation>Карта узета са талона сме се бацити у истом потезу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card taken from the discard pile may not be thrown in the same turn.</source>
        <translation>Карта узета са талона не сме се бацити у истом потезу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big gin is played: all eleven cards melded, no discard, {extra} more points.</source>
        <translation>Игра се велики џин: свих једанаест карата у комбинацијама, без бацања, {extra} поена више.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Big gin is not played.</source>
        <translation>Велики џин се не игра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma: the first upcard&apos;s value is the knock limit; an ace means gin only.</source>
        <translation>Оклахома: вредност прве отворене карте је граница за куцање; кец значи само џин.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knocking needs a deadwood count of 10 or less.</source>
        <translation>За куцање збир неупарених мора бити 10 или мање.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At a game&apos;s end each player scores a line bonus of {bonus} for every hand won.</source>
        <translation>На крају игре сваки играч добија бонус по руци од {bonus} за сваку добијену руку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A shutout (the loser won no hand) doubles the winner&apos;s game total.</source>
        <translation>Победа на нулу (губитник није добио ниједну руку) удвостручује победников збир у игри.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hollywood: three games are scored at once, each closing on its own.</source>
        <translation>Холивуд: три игре се рачунају истовремено, свака се завршава за себе.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+25"/>
        <source>random</source>
        <translation>насумичан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>лак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple</source>
        <translation>једноставан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>средњи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast knocker</source>
        <translation>брзи куцач</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cautious</source>
        <translation>опрезан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin hunter</source>
        <translation>ловац на џин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>тежак</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/mainwindow.py" line="+407"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Наговештаји су искључени у подешавањима.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint now: hints are for your own decisions.</source>
        <translation>Сада нема наговештаја: наговештаји су само за твоје одлуке.</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="+264"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="-75"/>
        <source>{name} wins game {number}.</source>
        <translation>{name} добија игру {number}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+3"/>
        <source>{name} wins the three Hollywood games.</source>
        <translation>{name} добија све три игре у Холивуду.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+19"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Hands won</source>
        <translation>Добијене руке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Победе на нулу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games won</source>
        <translation>Добијене игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Result</source>
        <translation>Резултат игре</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Победник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points
{first}–{second}</source>
        <translation>Поени
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Бонус за игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus
{first}–{second}</source>
        <translation>Бонус по руци
{first}–{second}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout</source>
        <translation>Победа на нулу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final
{first}–{second}</source>
        <translation>Коначни збир
{first}–{second}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/summary.py" line="+57"/>
        <location line="+21"/>
        <source>Match summary</source>
        <translation>Преглед партије</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Hands played: {hands}. Target: {target} points.</source>
        <translation>Одиграно руку: {hands}. Циљ: {target} поена.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games</source>
        <translation>Игре</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &amp;game</source>
        <translation>&amp;Следећа игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules: the running result carries over and the deal alternates.</source>
        <translation>Исти играчи и правила: салдо се преноси, а дељење се смењује.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and rules, with a new shuffle.</source>
        <translation>Исти играчи и правила, шпил поново промешан.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New match</source>
        <translation>&amp;Нова партија</translation>
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
            <numerusform>Тачност, %n прегледана рука: </numerusform>
            <numerusform>Тачност, %n прегледане руке: </numerusform>
            <numerusform>Тачност, %n прегледаних руку: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How close each person&apos;s decisions came to the advisor&apos;s, from 100% down: see a hand&apos;s review (Game &gt; Review hand).</source>
        <translation>Колико су одлуке сваког играча биле близу саветниковим, од 100% наниже: види преглед руке (Игра &gt; Прегледај руку).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="-191"/>
        <source>New match</source>
        <translation>Нова партија</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Three players: in each hand one is in the box, one is captain and one sits out. Choose who plays each seat.</source>
        <translation>Три играча: у свакој руци један је у кутији, један је капитен, а један седи по страни. Изабери ко игра на ком месту.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Chouette (three players)</source>
        <translation>Шует (три играча)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player gin</source>
        <translation>Џин за двоје</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plays any legal move (for testing).</source>
        <translation>игра било који дозвољен потез (за тестирање).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays like simple, but some discards are careless; knocks only with 5 or less.</source>
        <translation>игра као једноставан, али неке карте баца непажљиво; куца тек кад му је збир неупарених 5 или мање.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>melds any pile card it takes, throws its most deadwood, knocks when it may.</source>
        <translation>са талона узима само карту која му улази у комбинацију, баца највећу неупарену карту, куца чим сме.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays the simple way with care: it keeps the cards that have partners.</source>
        <translation>игра као једноставан, али пажљиво: чува карте које се уклапају с другима.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes any pile card that helps and knocks at the first chance.</source>
        <translation>узима сваку отворену карту која му помаже и куца при првој прилици.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps low cards, throws cards you are unlikely to use, knocks only when low.</source>
        <translation>чува ниске карте, баца карте које ти тешко да требају, куца тек кад му је збир неупарених мали.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocks only in its first three turns, then waits for gin and undercuts knockers.</source>
        <translation>куца само у прва три потеза, затим чека џин и подсеца играча који куца.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guesses your hand from your moves and plays its choices out ahead.</source>
        <translation>по твојим потезима погађа шта држиш у руци и сваки свој избор унапред одигра до краја руке.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {way}</source>
        <translation>{level}: {way}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players: the lower card of a draw deals first, then the deal alternates. Choose who plays each seat.</source>
        <translation>Два играча: ко извуче нижу карту дели први, затим се дељење смењује. Изабери ко игра на ком месту.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Човек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: {level}</source>
        <translation>Рачунар: {level}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of seat {number}</source>
        <translation>Име на месту {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {number}</source>
        <translation>Играч на месту {number}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Show the computer&apos;s advice on my moves</source>
        <translation>Прикажи савете рачунара за моје потезе</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/houserules.py" line="+33"/>
        <source>Match target in points</source>
        <translation>Циљ партије у поенима</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to (points):</source>
        <translation>Игра се до (поена):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 points</source>
        <translation>25 поена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 поена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gin bonus</source>
        <translation>Бонус за џин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin bonus:</source>
        <translation>Бонус за џин:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card taken from the discard pile may be thrown at once</source>
        <translation>Карта узета са талона сме се одмах бацити</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded, no discard (6 more points)</source>
        <translation>Велики џин: свих једанаест карата у комбинацијама, без бацања (6 поена више)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only)</source>
        <translation>Оклахома: прва отворена карта одређује границу за куцање (кец: само џин)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{points} points a hand won</source>
        <translation>{points} поена по добијеној руци</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line bonus</source>
        <translation>Бонус по руци</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line bonus:</source>
        <translation>Бонус по руци:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood: three games scored at once</source>
        <translation>Холивуд: три игре истовремено</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+6"/>
        <source>Several people can play at one screen: when the table passes to a player on the other side, it is covered until that player is there. The rules are fixed for the match.</source>
        <translation>Више људи може да игра за једним екраном: кад сто пређе на играча друге стране, покривен је док тај играч не седне. Правила се не мењају током партије.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo in hot-seat matches</source>
        <translation>Дозволи поништавање кад више људи игра за једним екраном</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Почни</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Every seat needs a name.</source>
        <translation>Свако место мора да има име.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two names must differ.</source>
        <translation>Оба имена морају бити различита.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three names must differ.</source>
        <translation>Сва три имена морају бити различита.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="+36"/>
        <source>Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.</source>
        <translation>Стрелице лево и десно воде кроз руку потез по потез; Home и End воде на дељење и на крај; N и P воде на следећу и претходну грешку.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal: move 0 of {steps}.</source>
        <translation>Дељење: потез 0 од {steps}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {step} of {steps}: {move}</source>
        <translation>Потез {step} од {steps}: {move}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {played}, the advisor&apos;s first choice. {reason}</source>
        <translation>{name}: {played} — први избор саветника. {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}</source>
        <translation>{name}: {played}; саветник би изабрао {best} (овај потез није оценио): {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}</source>
        <translation>{name}: {played} — цена око {cost} поена; саветник би изабрао {best}. {reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.</source>
        <translation>
            <numerusform>{name}: %n одлука, од тога по избору саветника: {matched}; по његовој процени изгубљено је око {lost} поена.</numerusform>
            <numerusform>{name}: %n одлуке, од тога по избору саветника: {matched}; по његовој процени изгубљено је око {lost} поена.</numerusform>
            <numerusform>{name}: %n одлука, од тога по избору саветника: {matched}; по његовој процени изгубљено је око {lost} поена.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+82"/>
        <source>No hand has ended yet: there is nothing to review.</source>
        <translation>Ниједна рука још није завршена: нема шта да се прегледа.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/review.py" line="-58"/>
        <location filename="../../gin3/gui/windows/review.py" line="+44"/>
        <source>Review of hand {number}</source>
        <translation>Преглед руке {number}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/review.py" line="+76"/>
        <source>Rating the decisions</source>
        <translation>Оцењивање одлука</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;First</source>
        <translation>&amp;Први</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;orward</source>
        <translation>Н&amp;апред</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>П&amp;оследњи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous mistake</source>
        <translation>П&amp;ретходна грешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next mistake</source>
        <translation>&amp;Следећа грешка</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Go to the decision classed an inaccuracy, a mistake or a blunder ({key})</source>
        <translation>Иди на одлуку оцењену као непрецизност, грешка или груба грешка ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The advisor&apos;s ratings are being made…</source>
        <translation>Саветник оцењује потезе…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No choice here: this was the only move.</source>
        <translation>Овде није било избора: ово је био једини потез.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until the match is over, only your own side&apos;s decisions are rated here.</source>
        <translation>Док се партија не заврши, овде се оцењују само одлуке твоје стране.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rating hand {number}: decision {done} of {total}</source>
        <translation>Оцењивање руке {number}: одлука {done} од {total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The ratings could not be made: {error}</source>
        <translation>Оцењивање није успело: {error}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/costgraph.py" line="+66"/>
        <source>Points each decision cost</source>
        <translation>Бодови које је коштала свака одлука</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{name}&apos;s decisions are shown when the match is over</source>
        <translation>Одлуке играча {name} приказују се кад се партија заврши</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}, move {move}: not rated</source>
        <translation>{name}, потез {move}: није оцењено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, move {move}: {grade}, {cost} points</source>
        <translation>{name}, потез {move}: {grade}, изгубљено бодова: {cost}</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/grades.py" line="+38"/>
        <source>Best</source>
        <translation>Најбољи потез</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Добар потез</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Непрецизност</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Грешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Груба грешка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated</source>
        <translation>Није оцењено</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{accuracy}%</source>
        <translation>{accuracy}%</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Class (points lost)</source>
        <translation>Оцена (изгубљени бодови)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Тачност у овој руци</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Accuracy in the match (%n hand(s) reviewed)</source>
        <translation>
            <numerusform>Тачност у партији (%n прегледана рука)</numerusform>
            <numerusform>Тачност у партији (%n прегледане руке)</numerusform>
            <numerusform>Тачност у партији (%n прегледаних руку)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accuracy: {accuracy}.</source>
        <translation>Тачност: {accuracy}.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+45"/>
        <source>In the box</source>
        <translation>У кутији</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captain</source>
        <translation>Капитен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out</source>
        <translation>По страни</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="+73"/>
        <source>Deals</source>
        <translation>Дели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays first</source>
        <translation>Игра први</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/rules.py" line="+22"/>
        <source>The rules two-player gin shares with chouette follow, as chouette plays them.</source>
        <translation>Даље следе правила која џин за двоје дели са шуетом, онако како се играју у шуету.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rules of two-player gin</source>
        <translation>Правила џина за двоје</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of three-handed gin</source>
        <translation>Правила џина за троје</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules file is missing from this installation.</source>
        <translation>Датотека са правилима недостаје у овој инсталацији.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## The house settings of this match</source>
        <translation>## Кућна правила ове партије</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+52"/>
        <source>Knock: {winner} wins</source>
        <translation>Куцање: добија {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {winner} wins</source>
        <translation>Подсецање: добија {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin: {winner} wins</source>
        <translation>Џин: добија {winner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: {winner} wins</source>
        <translation>Велики џин: добија {winner}</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dead hand</source>
        <translation>Нерешена рука</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="-79"/>
        <location filename="../../gin3/gui/models/score.py" line="+75"/>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Box</source>
        <translation>Кутија</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Капитен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sitter</source>
        <translation>По страни</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/models/games.py" line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <source>Result</source>
        <translation>Исход</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/models/score.py" line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-111"/>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/scorepad.py" line="+38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n поен</numerusform>
            <numerusform>%n поена</numerusform>
            <numerusform>%n поена</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin {bonus}</source>
        <translation>џин {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {bonus}</source>
        <translation>подсецање {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>game {bonus}</source>
        <translation>за игру {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {bonus}</source>
        <translation>по руци {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hollywood</source>
        <translation>Холивуд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big gin</source>
        <translation>велики џин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oklahoma</source>
        <translation>Оклахома</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken card may be thrown</source>
        <translation>узета карта сме се одмах бацити</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This evening: {name} {result}</source>
        <translation>Салдо вечери: {name} {result}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score pad</source>
        <translation>Бележница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score &amp;pad: the last hands</source>
        <translation>&amp;Бележница: последње руке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the last hands</source>
        <translation>Прикажи или сакриј последње руке</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin3/gui/windows/panels.py" line="-236"/>
        <source>Score sheet</source>
        <translation>Табела резултата</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gin3/gui/windows/settingsdialog.py" line="+56"/>
        <source>Settings</source>
        <translation>Подешавања</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Тренутно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Брзо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Споро</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Брзина анимације</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Брзина анимације:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast &amp;computer players</source>
        <translation>Брзи &amp;рачунарски играчи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As large as fits</source>
        <translation>Највеће могуће</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller</source>
        <translation>Мање</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card size</source>
        <translation>Величина карата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;size:</source>
        <translation>&amp;Величина карата:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Шпил у &amp;четири боје (треф зелен, каро плав)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;knocking</source>
        <translation>Питај пре &amp;куцања</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;hints (H)</source>
        <translation>Дозволи &amp;наговештаје (H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match.</source>
        <translation>Правила партије (бонус за џин, циљ, велики џин, Оклахома, правило о бацању) бирају се у Новој партији.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+33"/>
        <source>Sound volume</source>
        <translation>Јачина звука</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Јачина звука:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sounds (Ctrl+M)</source>
        <translation>&amp;Искључи звук (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/looks.py" line="+35"/>
        <source>As the system</source>
        <translation>Као систем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Светла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Тамна</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Плава</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Бордо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charcoal</source>
        <translation>Графит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Смеђа</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue lattice</source>
        <translation>Плава мрежа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red lattice</source>
        <translation>Црвена мрежа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green lattice</source>
        <translation>Зелена мрежа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black and gold diamonds</source>
        <translation>Црно-златни ромбови</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table felt</source>
        <translation>Сукно стола</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card back</source>
        <translation>Полеђина карата</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Appearance</source>
        <translation>Изглед</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;felt:</source>
        <translation>&amp;Сукно стола:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Полеђина карата:</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../gin3/gui/windows/shortcuts.py" line="+67"/>
        <source>Take the upcard</source>
        <translation>Узми отворену карту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the upcard</source>
        <translation>Реци пас за отворену карту</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay down your cards at a knock or gin</source>
        <translation>Спусти карте кад неко куца или заврши џином</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand, once a hand is over</source>
        <translation>Подели следећу руку кад се рука заврши</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Knock, throwing the card chosen (else the best knock the deadwood line shows)</source>
        <translation>Куцни и баци изабрану карту (иначе најбоље куцање које показује ред неупарених)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A hint: the advisor&apos;s move for you; Enter plays it</source>
        <translation>Наговештај: потез који ти саветник предлаже; Enter га одигра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus along your hand or the piles</source>
        <translation>Помери фокус дуж руке или између шпила и талона</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the card under the focus within your hand</source>
        <translation>Премести у руци карту на којој је фокус</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Focus on the stock and the discard pile</source>
        <translation>Фокус на шпил и талон</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Focus on your hand</source>
        <translation>Фокус на твоју руку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Focus on the first or the last card</source>
        <translation>Фокус на прву или последњу карту</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the card under the focus (again: throw it)</source>
        <translation>Изабери карту на којој је фокус (поново: баци је)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play what is under the focus: draw from that pile, throw that card</source>
        <translation>Одиграј оно на чему је фокус: вуци из шпила или узми са талона, баци ту карту</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With nothing to play: accept the suggestion, deal or lay down</source>
        <translation>Кад нема шта да се одигра: прихвати предлог, подели или спусти карте</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back the card being dragged; choose no card</source>
        <translation>Врати карту коју превлачиш; поништи избор карте</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Sound on or off</source>
        <translation>Укључи или искључи звук</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buttons under the table</source>
        <translation>Дугмад испод стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Менији</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the screen is covered for the next player</source>
        <translation>Кад је екран покривен за следећег играча</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>I am here: show my cards</source>
        <translation>Ту сам: покажи моје карте</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Табела резултата</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the hand of the row chosen</source>
        <translation>Прегледај руку из изабраног реда</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review of a hand</source>
        <translation>Преглед руке</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Keyboard shortcuts</source>
        <translation>Пречице на тастатури</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Key</source>
        <translation>Тастер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Шта ради</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-33"/>
        <source>Drawing for roles</source>
        <translation>Извлачење за улоге</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player cut a card. The highest card is in the box, the middle one is captain and the lowest sits out; ties cut again (R7, ace low).</source>
        <translation>Сваки играч је извукао карту. Највиша карта иде у кутију, средња је капитен, а најнижа седи по страни; при истим картама вуче се поново (R7, кец је најнижи).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{box} is in the box and deals; {captain} is captain; {sitter} sits out.</source>
        <translation>У кутији је {box} и дели; капитен је {captain}; по страни седи {sitter}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+32"/>
        <source>Press Deal (Enter) to start the first hand.</source>
        <translation>Притисни Подели (Enter) за прву руку.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/prompts.py" line="+90"/>
        <source>Suggest {captain}&apos;s move</source>
        <translation>Предложи потез за капитена: {captain}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make the move you advise, the usual way; it is only advice: {captain} decides.</source>
        <translation>Одиграј потез који саветујеш, као и обично; то је само савет: одлучује {captain}.</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+11"/>
        <source>Your turn: the first upcard</source>
        <translation>Ти си на потезу: прва отворена карта</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the non-dealer draws from the stock.</source>
        <translation>Узми отворену карту (превуци је у руку или притисни T) или реци пас (P). Ако оба играча кажу пас, играч који не дели вуче из шпила.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the upcard (drag it to your hand, or press T) or pass (P). If both players pass, the captain draws from the stock (R12).</source>
        <translation>Узми отворену карту (превуци је у руку или притисни T) или реци пас (P). Ако оба играча кажу пас, капитен вуче из шпила (R12).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: draw a card</source>
        <translation>Ти си на потезу: вуци карту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag or click the stock or the discard pile (or press Enter on it).</source>
        <translation>Превуци или кликни шпил или талон (или притисни Enter на њему).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn: discard</source>
        <translation>Ти си на потезу: баци карту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a card to the discard pile, or double-click it (or choose it and press Enter).</source>
        <translation>Превуци карту на талон или је двапут кликни (или је изабери и притисни Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can knock: drop your discard on the knock spot, or press K (R13).</source>
        <translation>Можеш да куцнеш: спусти карту за бацање на место за куцање или притисни K (R13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} knocked</source>
        <translation>Куцање: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down your cards: press Lay down (L) to show your melds and lay off.</source>
        <translation>Спусти карте: притисни Спусти карте (L) да покажеш комбинације и додаш карте.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} is thinking…</source>
        <translation>{name} размишља…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} to play</source>
        <translation>На потезу: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock limit this hand: {limit}.</source>
        <translation>Граница за куцање у овој руци: {limit}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="-31"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} баца {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} вуче из шпила.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {card} from the discard pile.</source>
        <translation>{name} узима {card} са талона.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took the upcard {card}.</source>
        <translation>{name} узима отворену карту {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} каже пас за отворену карту.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} went gin.</source>
        <translation>{name} завршава џином.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} knocked with {count} deadwood.</source>
        <translation>{name} куца са неупарено {count}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/showdown.py" line="-14"/>
        <source>Drawing for the deal</source>
        <translation>Извлачење за дељење</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player cut a card. The lower card deals the first hand, then the deal alternates; ties cut again (C1, ace low).</source>
        <translation>Сваки играч је извукао карту. Нижа карта дели прву руку, затим се дељење смењује; при истој вредности вуче се поново (C1, кец је најнижи).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{dealer} deals; {other} plays first.</source>
        <translation>Дели: {dealer}; први игра: {other}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The roles stay as they were and {box} deals again.</source>
        <translation>Улоге остају исте и {box} поново дели.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).</source>
        <translation>{box} побеђује у кутији и остаје у њој; {sitter} постаје капитен, а {captain} седи по страни (R8).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).</source>
        <translation>{box} губи у кутији и седи по страни; {captain} улази у кутију, а {sitter} постаје капитен (R8).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{knocker} went gin: no deadwood at all!</source>
        <translation>{knocker} завршава џином: нема ниједне неупарене карте!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{defender} may not lay off and counts {dd}.</source>
        <translation>{defender} не сме да додаје и рачуна {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin scores {bonus} + {extra} + {dd} = {points} (R16).</source>
        <translation>Велики џин доноси {bonus} + {extra} + {dd} = {points} (R16).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).</source>
        <translation>
            <numerusform>Џин доноси бонус {bonus} плус {dd}: %n поен (R16).</numerusform>
            <numerusform>Џин доноси бонус {bonus} плус {dd}: %n поена (R16).</numerusform>
            <numerusform>Џин доноси бонус {bonus} плус {dd}: %n поена (R16).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{knocker} knocked with {kd} deadwood.</source>
        <translation>{knocker} куца са неупарено {kd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} laid off {cards} and counts {dd}.</source>
        <translation>{defender} додаје {cards} и рачуна {dd}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{defender} counts {dd}.</source>
        <translation>{defender} рачуна {dd}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knock wins the difference: {dd} − {kd} = {points} (R14).</source>
        <translation>Куцање доноси разлику: {dd} − {kd} = {points} (R14).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15).</source>
        <translation>Подсецање! {defender} добија {bonus} + {kd} − {dd} = {points} (R15).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead hand</source>
        <translation>Нерешена рука</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).</source>
        <translation>
            <numerusform>У шпилу је остала само %n карта и нико није куцнуо, па нико не добија поене (R17).</numerusform>
            <numerusform>У шпилу су остале само %n карте и нико није куцнуо, па нико не добија поене (R17).</numerusform>
            <numerusform>У шпилу је остало само %n карата и нико није куцнуо, па нико не добија поене (R17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{winner} wins %n point(s)</source>
        <translation>
            <numerusform>{winner} добија %n поен</numerusform>
            <numerusform>{winner} добија %n поена</numerusform>
            <numerusform>{winner} добија %n поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{winner} now has %n point(s).</source>
        <translation>
            <numerusform>{winner} сада има %n поен.</numerusform>
            <numerusform>{winner} сада има %n поена.</numerusform>
            <numerusform>{winner} сада има %n поена.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Press N or Next hand to deal.</source>
        <translation>Притисни N или Следећа рука за дељење.</translation>
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
            <numerusform>{winner} добија партију са %n поеном!</numerusform>
            <numerusform>{winner} добија партију са %n поена!</numerusform>
            <numerusform>{winner} добија партију са %n поена!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final totals: {totals}.</source>
        <translation>Коначни резултат: {totals}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press New match (Ctrl+N) to play again; Enter shows the summary.</source>
        <translation>Притисни Нова партија (Ctrl+N) да играш поново; Enter приказује преглед партије.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/moves.py" line="+22"/>
        <source>take the upcard</source>
        <translation>узимање отворене карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass the upcard</source>
        <translation>пас за отворену карту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>вучење из шпила</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the top of the discard pile</source>
        <translation>узимање горње карте са талона</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard {card}</source>
        <translation>бацање: {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock with all eleven cards</source>
        <translation>куцање са свих једанаест карата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding {card}</source>
        <translation>куцање уз бацање: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deal the next hand</source>
        <translation>дељење следеће руке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay down your cards</source>
        <translation>спуштање карата</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/text/undos.py" line="+18"/>
        <source>{name} took back %n move(s) in this hand.</source>
        <translation>
            <numerusform>{name} у овој руци поништава %n потез.</numerusform>
            <numerusform>{name} у овој руци поништава %n потеза.</numerusform>
            <numerusform>{name} у овој руци поништава %n потеза.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../../gin3/gui/sound/player.py" line="+98"/>
        <source>Sound off.</source>
        <translation>Звук је искључен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound on.</source>
        <translation>Звук је укључен.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No sound: no audio player was found (looked for {players}).</source>
        <translation>Нема звука: није нађен програм за пуштање звука (тражени: {players}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound: GIN3_SOUND=off turns it off for this run.</source>
        <translation>Нема звука: GIN3_SOUND=off га искључује за ово покретање.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound: {player} could not play ({error}).</source>
        <translation>Нема звука: {player} не може да пусти звук ({error}).</translation>
    </message>
</context>
<context>
    <name>StatisticsForm</name>
    <message>
        <location filename="../../gin3/gui/windows/charts.py" line="+164"/>
        <source>{won} of {played} ({rate}%)</source>
        <translation>{won} од {played} ({rate}%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>people</source>
        <translation>људи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mixed levels</source>
        <translation>мешовити нивои</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Form of</source>
        <translation>Форма играча</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player whose form is shown</source>
        <translation>Играч чија се форма приказује</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Matches won per opponent level</source>
        <translation>Добијене партије према нивоу противника</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished match yet.</source>
        <translation>Још нема завршене партије.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points per hand in the last matches (highlighted: won)</source>
        <translation>Бодови по руци у последњим партијама (истакнуте: добијене)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished match yet: the chart fills as matches end.</source>
        <translation>Још нема завршене партије: графикон се попуњава како се партије завршавају.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (рачунар, {level})</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Matches won — chouette: {chouette}; two-player gin: {two}</source>
        <translation>Добијене партије — шует: {chouette}; џин за двоје: {two}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Matches won in a row: {current} now, best {best}</source>
        <translation>Партије добијене заредом: сада {current}, рекорд {best}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per 100 hands: {gins} gins, {dealt} undercuts dealt, {suffered} undercuts suffered</source>
        <translation>На 100 руку: џинови {gins}, задата подсецања {dealt}, претрпљена подсецања {suffered}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Per 100 hands: no hand played to its end yet</source>
        <translation>На 100 руку: још ниједна рука није одиграна до краја</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>against {opponents}: {rate}</source>
        <translation>противници ({opponents}): {rate}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>won, {points} points per hand</source>
        <translation>добијена, бодова по руци: {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost, {points} points per hand</source>
        <translation>изгубљена, бодова по руци: {points}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="+257"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chouette (three players)</source>
        <translation>Шует (три играча)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics per player</source>
        <translation>Статистика по играчима</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-player gin</source>
        <translation>Џин за двоје</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: two-player games finished and won, the sum of their results (a game won adds its result, a game lost takes it away), and the gins, undercuts and shutouts of two-player gin.</source>
        <translation>По играчима: завршене и добијене игре џина за двоје, збир њихових резултата (добијена игра додаје свој резултат, изгубљена га одузима) и џинови, подсецања и победе на нулу у џину за двоје.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Two-player statistics per player</source>
        <translation>Статистика џина за двоје по играчима</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Обриши статистику…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reading the statistics…</source>
        <translation>Учитава се статистика…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{error} gin3 tries again in a moment; matches counted meanwhile are kept and written once the file is free.</source>
        <translation>{error} gin3 ускоро покушава поново; партије урачунате у међувремену чувају се и уписују чим датотека буде слободна.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reset statistics</source>
        <translation>Обриши статистику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Обрисати статистику свих играча? Ово се не може поништити.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>No matches yet.</source>
        <translation>Још нема партија.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per player: matches finished, won and abandoned (left unfinished for another). The hand columns count every hand played to its end, in finished and abandoned matches; advice counts every decision the sitter advised on.</source>
        <translation>По играчима: завршене, добијене и напуштене партије (остављене незавршене због друге). Колоне руку броје сваку руку одиграну до краја, у завршеним и напуштеним партијама; савети броје сваку одлуку за коју је играч који паузира дао савет.</translation>
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
        <translation>Играч</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-39"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+6"/>
        <source>Hands won in the box</source>
        <translation>Добијене руке у кутији</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Hands won as captain</source>
        <translation>Добијене руке као капитен</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/gamesummary.py" line="+2"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="+1"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+3"/>
        <source>Gins</source>
        <translation>Џинови</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <location line="+41"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Undercuts dealt</source>
        <translation>Подсекао</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/statistics.py" line="-40"/>
        <source>Undercuts suffered</source>
        <translation>Подсечен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Поена по руци</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+1"/>
        <source>Advice followed</source>
        <translation>Испоштовани савети</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin3/gui/windows/summary.py" line="-25"/>
        <source>{followed} of {offered}</source>
        <translation>{followed} од {offered}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games finished</source>
        <translation>Завршене игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Добијене игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result (sum of the games)</source>
        <translation>Резултат игара (збир)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutouts won</source>
        <translation>Победе на нулу</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Finished matches</source>
        <translation>Завршене партије</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Matches won</source>
        <translation>Добијене партије</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandoned matches</source>
        <translation>Напуштене партије</translation>
    </message>
</context>
<context>
    <name>StoreMessage</name>
    <message>
        <location filename="../../gin3/gui/text/templates.py" line="+11"/>
        <source>it is not a regular file</source>
        <translation>није обична датотека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be read ({error})</source>
        <translation>није могла да се прочита ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is {size} bytes long, larger than any gin3 match ({limit} bytes at most)</source>
        <translation>дугачка је {size} бајтова, више од било које gin3 партије (највише {limit} бајтова)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is empty</source>
        <translation>празна је</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a gin3 save: it is not text (byte {position} is not UTF-8)</source>
        <translation>није gin3 снимак: није текст (бајт {position} није UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged or cut short: it is not valid JSON (line {line}, column {column})</source>
        <translation>оштећена је или непотпуна: није исправан JSON (ред {line}, колона {column})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is damaged: its JSON is nested too deeply</source>
        <translation>оштећена је: JSON је превише дубоко угнежђен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged: it holds a number too long to read</source>
        <translation>оштећена је: садржи предугачак број</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be replayed ({error})</source>
        <translation>није могла поново да се одигра ({error})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match could not be resumed: {reason}. The file has been kept as {kept_as}, and gin3 carries on without it.</source>
        <translation>Сачувана партија није могла да се настави: {reason}. Датотека је сачувана као {kept_as}, а gin3 наставља без ње.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be resumed: {reason}. gin3 could not move the file aside ({error}); it is still at {path}.</source>
        <translation>Сачувана партија није могла да се настави: {reason}. gin3 није могао да склони датотеку ({error}); још је у {path}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no unfinished match to resume.</source>
        <translation>Нема недовршене партије за наставак.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match file {path} could not be opened: {reason}.</source>
        <translation>Датотека партије {path} није могла да се отвори: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gin3 could not save the match to {path}: {error}.</source>
        <translation>gin3 није могао да сачува партију у {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved match {path} could not be read ({error}). gin3 leaves the file untouched and does not autosave until it is restarted, so that nothing overwrites it; make the file readable, then restart gin3 to resume that match.</source>
        <translation>Сачувана партија {path} није могла да се прочита ({error}). gin3 оставља датотеку нетакнуту и не чува аутоматски док се не покрене поново, да је ништа не би преписало; омогућите читање датотеке, па поново покрените gin3 да бисте наставили ту партију.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{reason} The game goes on; gin3 tries again after the next move.</source>
        <translation>{reason} Игра се наставља; gin3 покушава поново после следећег потеза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match is being saved again.</source>
        <translation>Партија се поново чува.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics are being updated again.</source>
        <translation>Статистика се поново ажурира.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file was damaged ({error}). It has been kept as {kept_as}, and a fresh one has been started.</source>
        <translation>Датотека статистике била је оштећена ({error}). Сачувана је као {kept_as}, а започета је нова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gin3 could not update the statistics in {path}: {error}.</source>
        <translation>gin3 није могао да ажурира статистику у {path}: {error}.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <location filename="../../gin3/gui/access/tree.py" line="+117"/>
        <source>{name}, {role}, %n points, to play</source>
        <translation>
            <numerusform>{name}, {role}, %n бод, на потезу</numerusform>
            <numerusform>{name}, {role}, %n бода, на потезу</numerusform>
            <numerusform>{name}, {role}, %n бодова, на потезу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{name}, {role}, %n points</source>
        <translation>
            <numerusform>{name}, {role}, %n бод</numerusform>
            <numerusform>{name}, {role}, %n бода</numerusform>
            <numerusform>{name}, {role}, %n бодова</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points, to play</source>
        <translation>
            <numerusform>{name}, %n бод, на потезу</numerusform>
            <numerusform>{name}, %n бода, на потезу</numerusform>
            <numerusform>{name}, %n бодова, на потезу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}, %n points</source>
        <translation>
            <numerusform>{name}, %n бод</numerusform>
            <numerusform>{name}, %n бода</numerusform>
            <numerusform>{name}, %n бодова</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock, %n cards</source>
        <translation>
            <numerusform>Шпил, %n карта</numerusform>
            <numerusform>Шпил, %n карте</numerusform>
            <numerusform>Шпил, %n карата</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may draw from it now.</source>
        <translation>Сада можеш да вучеш из њега.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Discard pile, top card {card}, %n cards</source>
        <translation>
            <numerusform>Талон, горња карта {card}, %n карта</numerusform>
            <numerusform>Талон, горња карта {card}, %n карте</numerusform>
            <numerusform>Талон, горња карта {card}, %n карата</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Талон, празан</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may take its top card now.</source>
        <translation>Сада можеш да узмеш горњу карту.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Knock spot</source>
        <translation>Место за куцање</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may knock now: put a card here.</source>
        <translation>Сада можеш да куцнеш: спусти карту овде.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a card here to knock, once your deadwood allows it.</source>
        <translation>Спусти карту овде да куцнеш, кад ти збир неупарених то дозволи.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Твоја рука, %n карта</numerusform>
            <numerusform>Твоја рука, %n карте</numerusform>
            <numerusform>Твоја рука, %n карата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name}&apos;s hand, %n cards</source>
        <translation>
            <numerusform>Рука: {name}, %n карта</numerusform>
            <numerusform>Рука: {name}, %n карте</numerusform>
            <numerusform>Рука: {name}, %n карата</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in your hand</source>
        <translation>у твојој руци</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand</source>
        <translation>у руци играча {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in {name}&apos;s hand, taken from the discard pile</source>
        <translation>у руци играча {name}, узета са талона</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in your hand, in a run</source>
        <translation>у твојој руци, у низу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your hand, in a set</source>
        <translation>у твојој руци, у групи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your hand, deadwood</source>
        <translation>у твојој руци, неупарена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in {name}&apos;s hand, in a run</source>
        <translation>у руци играча {name}, у низу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s hand, in a set</source>
        <translation>у руци играча {name}, у групи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in {name}&apos;s hand, deadwood</source>
        <translation>у руци играча {name}, неупарена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>laid off on {name}&apos;s meld</source>
        <translation>додата на комбинацију играча {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in {name}&apos;s meld</source>
        <translation>у комбинацији играча {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in {name}&apos;s deadwood</source>
        <translation>међу неупареним картама играча {name}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+197"/>
        <location filename="../../gin3/gui/table/scene.py" line="+84"/>
        <source>Knock</source>
        <translation>Куцни</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Stock ({count})</source>
        <translation>Шпил ({count})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard pile</source>
        <translation>Талон</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/rows.py" line="+145"/>
        <source>Deadwood {count}</source>
        <translation>Неупарено {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld</source>
        <translation>Комбинација</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gin: no deadwood</source>
        <translation>Џин: нема неупарених</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deadwood</source>
        <translation>Нема неупарених</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/decor.py" line="+168"/>
        <source>tie: cuts again</source>
        <translation>исто: вуче поново</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Suggested</source>
        <translation>Предлог</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Knock here</source>
        <translation>Куцни овде</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your turn</source>
        <translation>Ти си на потезу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking…</source>
        <translation>Размишља…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play</source>
        <translation>На потезу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the captain</source>
        <translation>Прати капитена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sits out this hand</source>
        <translation>По страни ову руку</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer: {level}</source>
        <translation>Рачунар: {level}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays at this screen</source>
        <translation>Игра за овим екраном</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n pts</source>
        <translation>
            <numerusform>%n поен</numerusform>
            <numerusform>%n поена</numerusform>
            <numerusform>%n поена</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/gestures.py" line="+79"/>
        <source>Knock after drawing</source>
        <translation>Куцање после вучења</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knock with {count} deadwood</source>
        <translation>Куцни са неупарено {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}: too much to knock</source>
        <translation>Неупарено {count}: превише за куцање</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A card cannot go there.</source>
        <translation>Карта не може тамо.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/table/keys.py" line="+114"/>
        <source>Choose a card of your hand first, then click the discard pile.</source>
        <translation>Прво изабери карту из руке, па кликни талон.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../gin3/gui/table/view.py" line="+80"/>
        <source>Card table</source>
        <translation>Карташки сто</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../gin3/gui/text/lesson.py" line="+22"/>
        <location filename="../../gin3/gui/windows/tutorial.py" line="+272"/>
        <source>Learn to play chouette</source>
        <translation>Научи да играш шует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn two-player gin</source>
        <translation>Научи џин за двоје</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This lesson plays one hand with you. Read each step, then make the move it asks for on the table. Another move is refused, and you can try again. Your own match waits until the lesson ends.</source>
        <translation>Ова лекција с тобом игра једну руку. Прочитај сваки корак, па на столу одиграј потез који тражи. Други потез се не прихвата, а можеш да покушаш поново. Твоја партија чека док се лекција не заврши.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chouette is gin rummy for three players. In each hand one player is in the box: {box} plays alone. The captain plays against the box: that is you. The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. After each hand the roles move on.</source>
        <translation>Шует је џин реми за троје. У свакој руци један играч је у кутији и игра без партнера: сада је то {box}. Против играча у кутији игра капитен: то си ти. Играч по страни, {sitter}, не добија карте, на твојој је страни и може да ти предлаже потезе. После сваке руке улоге се мењају.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{box} dealt ten cards to each of you. The face-up card on the discard pile is the first upcard: {upcard}. You may take it first. It makes no meld with your cards, so pass it: click Pass.</source>
        <translation>{box} дели свакоме од вас по десет карата. Карта окренута лицем нагоре на талону је прва отворена карта: {upcard}. Прво ти можеш да је узмеш. Са твојим картама не чини комбинацију, зато реци пас: кликни Пас.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} passed the upcard too. Now you draw: click the stock (the face-down pile) to take its top card.</source>
        <translation>И {box} каже пас за отворену карту. Сада ти вучеш: кликни шпил (гомилу затворених карата) да узмеш горњу карту.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more cards in a row of one suit (a run). Your melds now: {melds}. The other cards are deadwood. Each counts its points against you: ace 1, picture cards 10. Your deadwood now: {deadwood}.</source>
        <translation>Извучена карта: {drawn}. Комбинација су три или четири карте исте вредности (група) или три или више узастопних карата исте боје (низ). Твоје комбинације сада: {melds}. Остале карте су неупарене. Свака се рачуна против тебе у бодовима: кец 1, слике 10. Твој збир неупарених сада: {deadwood}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in the advice panel. You may accept it (the Accept button, or Enter), or play another card: the captain decides. Here the advice is good: accept it, or throw {thrown} yourself.</source>
        <translation>Сада баци једну карту на талон. Играч по страни, {sitter}, предлаже карту у панелу са саветима. Можеш да је прихватиш (дугме Прихвати предлог или Enter) или да одиграш другу карту: одлучује капитен. Овде је савет добар: прихвати га или баци {thrown}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now throw one card onto the discard pile: drag it there, or double-click it. Throw {thrown}: it is your highest card that is in no meld.</source>
        <translation>Сада баци једну карту на талон: превуци је тамо или је двапут кликни. Баци {thrown}: то је твоја највиша карта која није ни у једној комбинацији.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{box} drew from the stock and threw {taken}. It completes a meld with your cards. Take it: click the discard pile.</source>
        <translation>{box} вуче из шпила и баца {taken}. Та карта допуњује комбинацију са твојим картама. Узми је: кликни талон.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With {taken} your deadwood is 10 or less after a discard, so you may knock. A knock ends the hand. Select {discard} (click it), then click Knock.</source>
        <translation>Са картом {taken} твој збир неупарених после бацања је 10 или мање, па можеш да куцнеш. Куцање завршава руку. Изабери {discard} (кликни је), па кликни Куцни.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards onto your melds: a card that fits a set or extends a run. It lowers {box}&apos;s deadwood.</source>
        <translation>Куцање је обављено: твоје комбинације леже отворене на столу. Сада {box} спушта карте. {box} може да дода карте на твоје комбинације: карту која пристаје у групу или продужава низ. Тако се смањује збир неупарених играча {box}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The showdown. Each side counts its deadwood. Yours is lower, so you score the difference: {points} points. With the same or less deadwood, {box} would have undercut you and scored 10 more.</source>
        <translation>Обрачун. Свака страна броји свој збир неупарених. Твој је мањи, па добијаш разлику у бодовима: {points}. Да је збир неупарених играча {box} исти или мањи, то би било подсецање: бодове би добила друга страна, и то 10 више.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won as captain, so in the next hand you are in the box.</source>
        <translation>Као капитен добијаш ову руку, па у следећој руци улазиш у кутију.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is the whole hand. Click Finish to go back to your own game.</source>
        <translation>То је цела рука. Кликни Заврши да се вратиш у своју игру.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not this move: {upcard} makes no meld with your cards. Click Pass.</source>
        <translation>Не тај потез: {upcard} не чини комбинацију са твојим картама. Кликни Пас.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: after both players pass, the first player draws from the stock.</source>
        <translation>Не тај потез: кад оба играча кажу пас, први играч вуче из шпила.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.</source>
        <translation>Не тај потез: у овој лекцији послушај играча по страни. Баци {thrown}, твоју највишу неупарену карту.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this move: throw {thrown}, your highest card that is in no meld.</source>
        <translation>Не тај потез: баци {thrown}, твоју највишу карту која није ни у једној комбинацији.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: take {taken} from the discard pile. It completes a meld.</source>
        <translation>Не тај потез: узми {taken} са талона. Та карта допуњује комбинацију.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move: knock now. Select {discard}, then click Knock.</source>
        <translation>Не тај потез: сада куцни. Изабери {discard}, па кликни Куцни.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not now: read the step, then click Next.</source>
        <translation>Не сада: прочитај корак, па кликни Даље.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/text/refusals.py" line="-71"/>
        <source>The lesson asks for another move now: read the lesson&apos;s panel.</source>
        <translation>Лекција сада тражи други потез: прочитај панел лекције.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="+188"/>
        <source>&amp;Learn to play chouette</source>
        <translation>&amp;Научи да играш шует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn &amp;two-player gin</source>
        <translation>Научи џин за &amp;двоје</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/tutorial.py" line="-178"/>
        <source>Leave the lesson</source>
        <translation>Напусти лекцију</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Watch the other player&apos;s move.</source>
        <translation>Погледај потез другог играча.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>Заврши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Даље</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chouette is gin rummy for three players. Would you like a short lesson? It plays one hand with you, step by step. You can find it later in the Help menu.</source>
        <translation>Шует је џин реми за троје. Желиш ли кратку лекцију? Она с тобом игра једну руку, корак по корак. Касније је можеш наћи у менију Помоћ.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start the lesson</source>
        <translation>&amp;Почни лекцију</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Not now</source>
        <translation>&amp;Не сада</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../gin3/gui/windows/welcome.py" line="+55"/>
        <source>Welcome to gin3</source>
        <translation>Добро дошли у gin3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What is your name? It is shown at your seat and kept in the statistics.</source>
        <translation>Како се зовеш? Име се приказује на твом месту за столом и чува се у статистици.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name</source>
        <translation>Твоје име</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gin3/gui/gallery.py" line="+163"/>
        <location filename="../../gin3/gui/windows/starting.py" line="+86"/>
        <location filename="../../gin3/gui/windows/welcome.py" line="-14"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/sound/controls.py" line="+15"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Искључи звук</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/actionbar.py" line="-227"/>
        <source>&amp;Deal</source>
        <translation>&amp;Подели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the upcard</source>
        <translation>&amp;Узми отворену карту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>П&amp;ас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Куцни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay down</source>
        <translation>&amp;Спусти карте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Следећа рука</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;match</source>
        <translation>Нова &amp;партија</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort:</source>
        <translation>Поређај:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;suit</source>
        <translation>по &amp;боји</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by &amp;rank</source>
        <translation>по &amp;вредности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by m&amp;elds</source>
        <translation>по &amp;комбинацијама</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Take the upcard (suggested)</source>
        <translation>&amp;Узми отворену карту (предлог)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (suggested)</source>
        <translation>П&amp;ас (предлог)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock (suggested)</source>
        <translation>&amp;Куцни (предлог)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deadwood {count} — after discarding {card}: {after}</source>
        <translation>Неупарено {count} — кад бациш {card}: {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood {count}</source>
        <translation>Неупарено {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard that leaves the least deadwood now. The advice weighs the cards still to come and the other players (the best expected result), so it may suggest another card.</source>
        <translation>Бацање после којег ти сада остаје најмањи збир неупарених. Савет узима у обзир и карте које тек долазе и остале играче (најбољи очекивани резултат), па може да предложи другу карту.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deadwood of your hand: the points of the cards outside its best melds.</source>
        <translation>Збир неупарених у твојој руци: поени карата које нису у најбољим комбинацијама.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suggest a move for {captain}.</source>
        <translation>Предложи потез за капитена ({captain}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}, your turn.</source>
        <translation>{name}, ти си на потезу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Ти си на потезу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} to play.</source>
        <translation>На потезу: {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over: press N or Next hand.</source>
        <translation>Рука је завршена: притисни N или Следећа рука.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../gin3/gui/windows/summary.py" line="+76"/>
        <source>{name} wins the match.</source>
        <translation>Партију добија {name}.</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/advising.py" line="+34"/>
        <source>Show the computer&apos;s &amp;advice on my moves</source>
        <translation>Прикажи &amp;савете рачунара за моје потезе</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/dialogs.py" line="+35"/>
        <source>Knock?</source>
        <translation>Куцнути?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you want to {move}?</source>
        <translation>Да ли желиш овај потез: {move}?</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/docks.py" line="+133"/>
        <source>The computer&apos;s advice</source>
        <translation>Савет рачунара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sitter&apos;s advice</source>
        <translation>Савет играча по страни</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet</source>
        <translation>Табела резултата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards</source>
        <translation>Твоје карте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Потези</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/language.py" line="+30"/>
        <source>Two-player gin</source>
        <translation>Џин за двоје</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin rummy</source>
        <translation>Џин реми за троје</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/menus.py" line="-96"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New match…</source>
        <translation>&amp;Нова партија…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Отвори партију…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save match &amp;as…</source>
        <translation>&amp;Сачувај партију као…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export log…</source>
        <translation>Из&amp;вези записник…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the &amp;deals…</source>
        <translation>Пров&amp;ери дељења…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Поништи</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint</source>
        <translation>Н&amp;аговештај</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review hand…</source>
        <translation>П&amp;регледај руку…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Statistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Se&amp;ttings…</source>
        <translation>По&amp;дешавања…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Изађи</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Приказ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Цео екран</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fast &amp;computer players</source>
        <translation>Брзи &amp;рачунарски играчи</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>По&amp;моћ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Key&amp;board shortcuts</source>
        <translation>&amp;Пречице на тастатури</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About gin3</source>
        <translation>&amp;О програму gin3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Language</source>
        <translation>&amp;Језик</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Језик система</translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/scorepad.py" line="-27"/>
        <source>House rules of this match: {rules}</source>
        <translation>Кућна правила ове партије: {rules}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gin3/gui/windows/announce.py" line="-66"/>
        <location filename="../../gin3/gui/windows/status.py" line="+72"/>
        <source>Took back %n move(s).</source>
        <translation>
            <numerusform>Поништен је %n потез.</numerusform>
            <numerusform>Поништена су %n потеза.</numerusform>
            <numerusform>Поништено је %n потеза.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gin3/gui/windows/status.py" line="+5"/>
        <source>Last move</source>
        <translation>Последњи потез</translation>
    </message>
</context>
</TS>
