<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table hides what only {name} may see. Everyone else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Choose one of the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rulebook&apos;s words for this decision (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Play again with the same seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners (shared victory): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>This game could not be loaded: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{lo}–{hi} seats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>{game} — {players} — {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be opened: {path}
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table for board games: hot-seat, solo against the computer, and a learning mode that quotes the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>(only you) {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}

{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {path}:
{reason}

You can keep playing; saving is tried again after each answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;A desktop table for board games: hot-seat at one screen, solo against the computer, and a learning mode that explains every decision with the rulebook&apos;s own words.&lt;/p&gt;&lt;p&gt;Cards and boards are drawn by the app from the games&apos; data; no publisher art is included. Font: DejaVu Sans.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — Tabula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learning mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same answers give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (random)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule entry {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook says ({language}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook takes this rule for granted; there is no passage to quote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain each decision with its rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole table in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook&apos;s words for the current decision (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabula hit an error and carried on. The game is saved after every answer. Details were written to the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{answer}” is not one of the choices offered.</source>
        <extracomment>what the number counts, e.g. &quot;tokens&quot; (optional; shown next to the spin box)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question takes {expected}, not {got}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least {min} (you chose {got}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at most {max} (you chose {got}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{answer}” was chosen twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a number from {lo} to {hi} (you gave {got}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to answer now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a set of choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>learning</name>
    <message>
        <source>⚑ Unconfirmed: no public source confirms this; the app uses a default.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nucleum</name>
    <message>
        <source>Capitalists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Thinkers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per fulfilled contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest Progress tile with your marker, multiplier 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per unlocked technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per city of your largest network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per city with your building, Mine or Turbine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP equal to your costliest energized building&apos;s electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP per Residence on the map (rulebook example)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many contracts have you fulfilled?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of your Mines and Turbines are on the map?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does the highest Progress tile with your marker count for you (before the multiplier of 2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many technologies have you unlocked?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cities are in your largest network?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In how many different cities do you have an Urban Building, a Mine or a Turbine?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In how many Parties are you Member or Leader?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much electricity does your costliest energized non-government Urban Building need?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of your Residences are on the map?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contracts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mines and Turbines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>technologies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Action tile stacks are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The silver and gold contract stacks are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player has recharged 3 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron has recharged 3 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player has unlocked all 8 technologies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player has reached the VP flag ({flag} VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After you place a Uranium Mine or a Turbine, gain {amount} uranium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red-bordered spaces cost you {amount} extra thaler instead of {was}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you use another player&apos;s Turbine, the bank pays its owner {amount} thaler for you and it gives {amount} more electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once: gain {a} achievement tokens and {t} thalers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once: gain {amount} workers, then you may take a Court action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you gain a contract, also take the bonus of one other contract space, occupied or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each Court action, choose: gain {amount} worker, or the chosen Party&apos;s benefit once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Politicians on the Court board score {x}/{y}/{z} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you gain a contract, gain {amount} achievement token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once: gain {w} workers and {t} thalers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once: Urbanize with {amount} thalers more discount, ignoring the network requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on, when you fulfil a contract, advance your lowest income track {amount} step (your choice on a tie).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain the {amount} Connector tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Action tiles (available or on top of your board, no railways) score {x}/{y}/{z} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After an Energize action, advance your VP income track 1 step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After an Energize action, you may take the rightmost market Action tile for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do the Connector&apos;s printed action, then play a non-Connector Action tile on top of it and resolve that tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Connector is never placed as a railway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one Connector per turn (a Shipping tile counts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your special Action tile may go on top of a Connector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s action before placing the tile on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Connector counts as an Action tile for contracts, Progress and scoring technologies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil a second contract in the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology {id} (level {level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbine effect (Experiment {experiment})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connector tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: what happens next?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I take the Court action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s turn reaches the Court action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My turn is over: next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Progress space emptied: King&apos;s Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-game condition met: {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended: final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I unlocked technology {tech}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: which worker goes to the Court?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of my available workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I convert 1 uranium into a worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have neither: I forgo the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: into which Party?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capitalists: 2 thalers and 1 step of thaler income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Thinkers: 1 Action tile from the market for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communists: 2 VP and 1 step of worker income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realists: 2 achievement tokens and 1 step of VP income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: technology E7 — which extra?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Party&apos;s benefit once more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s supply?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: he places one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: his supply is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a Logic card: which of the tied Parties does it select?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {party}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s reserve?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: he gains 1 worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: he gains 3 VP instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, for the {party} agenda: {question}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: how many VP do you bid?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup card {card} revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup card {card}: ignored, another one is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrow neutral, neutral 2 and the King go to the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral {token} goes to the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {party} already hold neutrals: the next Party down is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral {token} takes the {party}&apos; Leader space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {party} agenda tile shows: {agenda}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has {total} workers, {available} of them available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The VP flag goes under space {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party} and leads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a Politician in the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} converts 1 uranium into a worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} has no worker and no uranium: the Court action is forgone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} gains the {party}&apos; benefit: {benefit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} becomes Leader of the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The King moves to the {party}: they are the Dominant Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} gains 1 worker (E7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} has unlocked technology {tech}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-game condition met: {condition} ({met} of {needed}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game end is triggered: finish the round, then everyone plays one more turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron, step 1: placing in the {party} makes him their Leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron, step 2: he has no Politician in the Dominant Party, the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron, step 4: the Logic card selects the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}, drawn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s supply is empty: the Court action is unavailable to him; he takes his next action by priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron gains 1 thaler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the rightmost Action tile of the market to the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron gains 1 worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s reserve is empty: he gains 3 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron gains 2 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King&apos;s Day {number}: score the base King&apos;s Day on the table, then the Party agendas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring on the table, then the Party agendas (no removals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} scores {vp} VP: {party} agenda ({agenda}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} scores {vp} VP as Member of the Dominant Party ({party}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s): {vp} VP.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{side}, Leader of the {party}, returns 1 Politician to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} returns 1 Politician from the Dominant Party ({party}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral {token} leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrow neutral moves from the {src} to the {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} takes the Leader space of the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral {token} takes the Leader space of the {party}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: technology E8, {count} Politicians on the Court: {vp} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} bids {bid} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} passes and will choose an Experiment in place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment choice order: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} will lose {vp} VP at the end of the game (last bid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} loses {vp} VP bid in the auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} now meets the requirement of contract {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} no longer meets the requirement of contract {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The court is scored. Add the court&apos;s VP to the VP track; the table decides the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron von Automat: {vp} VP from the court.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Court VP only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party benefits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King&apos;s Day agendas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final agendas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology E8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron&apos;s bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction bids lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nucleum: Court of Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Court side board for a Nucleum game on the table: Court actions, King&apos;s Day and final agenda scoring, Baron von Automat at court.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Seats</source>
        <extracomment>public objectives laid out at setup per stage, and revealed at setup (stage I) secret objectives dealt at setup, of which each player keeps 1 (Prophecy of Kings setup)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo against Baron von Automat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: the Baron leads the empty Party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: a Baron worker in each Party a neutral leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: the Baron scores 6 VP from the 2nd King&apos;s Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easier: your worker leads the empty Party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert variant: auction for experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron&apos;s Logic cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player advanced game (two actions each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goals (The Gathering Storm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game (starred cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rftg</name>
    <message>
        <source>Explore +5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore +1/+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop (second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle (second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume: Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume: 2x VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n of your opening cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose your action for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two different action cards for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Explore: keep %n of the cards you drew.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Develop: choose a development to place, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle: choose a world to place, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle: choose a second world to place, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pay %n card(s) from your hand.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n more military: discard cards for temporary military.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: choose a good to sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume: choose the next power to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose %n good(s) to consume.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from your hand for VP.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Gamble: name a cost from 1 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: choose the next power to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) down to the hand limit of 10.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{card} (pay %n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: discard {via} to place it for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: conquer with military</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n instead of conquering</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Discard {card} from your tableau: +{count} military</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card} from your hand: +1 military</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sell the good on {card} for %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Use {card}: {power}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The good on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce on {world} ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce bonus: produce on {world}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card to produce on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is dealt the start world {card} and six cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{player} chose {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A good is placed on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} sells a good from {card} for %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} claims the goal {goal}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal {goal} returns to the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: a match, kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: no match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends after this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is tied for the most in {goal} at the end: a 3-VP goal chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {card} for temporary military.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have this development in your tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your military is too weak for this world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the first card of that action before its second card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose goods of different kinds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You may discard at most %n hand card(s) for military.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n more card(s) when exploring</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %n more card(s) when exploring</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Developments cost %n less</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) at the start of Develop</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a development</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{count} military{against}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Non-military worlds cost %n less</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Discard this card to place a non-military, non-Alien world for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard this card for +%n military this phase</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay for a non-Alien military world at %n less than its defence</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n hand card(s) for +1 military each this phase</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Place a second world</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a world</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: +{count} for {which}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell a good{nobonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume {goods}: {reward}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from hand: {vp} VP each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name a cost 1-7 and flip the top card: keep it on a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce a good here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card to produce a good here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce on an empty windfall world</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) if this world produced</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Draw {count} per {which} good produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} per kind of good produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} if you produced the most {which} goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} per {which} world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} per military world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> against {which} worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> against Rebel worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no trade bonuses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this world&apos;s good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{which} goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade: +1 per chromosome card for {which} goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Non-military {which} worlds cost %n less</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Produce on an empty {which} windfall world</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>up to %n {which} good(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n good(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>two {which} goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three goods of different kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all your goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this world&apos;s {which} good</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} and {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP equal to the goods minus one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race for the Galaxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race for the Galaxy with The Gathering Storm: 2-5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie broken by cards in hand plus goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6-cost developments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand + goods</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rftg.cards</name>
    <message>
        <source>Alien</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Robot Scout Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Robot Sentry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Robotic Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Rosetta Stone World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Tech Institute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Toy Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ancient Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aquatic Uplift Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artist Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asteroid Belt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avian Uplift Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bio-Hazard Mining World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Market Trading World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blaster Gem Mines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget Surplus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chromosome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clandestine Uplift Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colony Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comet Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer Markets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact Specialist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged Alien Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deficit Spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deserted Alien Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deserted Alien Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deserted Alien Outpost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deserted Alien World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distant World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diversified Economy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doomed World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop Ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earth&apos;s Lost Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empath World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanding Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expedition Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Former Penal Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Trade Association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Bazaar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Genome Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Imperium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Resort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Standard of Living</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Studios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Survey: SETI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Trendsetters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gambling World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gem World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Genes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Genetics Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greatest Infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greatest Military</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hive World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperium Armaments World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperium Lords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improved Logistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Innovation Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interstellar Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investment Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Industry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost Alien Battle Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost Alien Warship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost Species Ark World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malevolent Lifeforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining Conglomerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining Robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Earth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Economy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Galactic Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Military Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Sparta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Survivalists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Vinland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Earth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outlaw World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlord Discoveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan-Galactic League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilgrimage World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-Sentient Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prosperous World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public Works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radioactive World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rare elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Fuel Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Homeworld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Miners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Outpost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Sympathizers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Underground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Warrior Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refugee World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicant Robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reptilian Uplift Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research Labs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runaway Robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secluded World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separatist Colony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smuggling Lair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Marines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spice World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star Nomad Lair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Diversity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraformed World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraforming Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraforming Robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Last of the Uplift Gnarssh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tourist World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uplift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcanic World</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules.engine</name>
    <message>
        <source>An answer must fit the question asked, come from the seat that owes it, and be one of the choices offered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules.nucleum</name>
    <message>
        <source>&apos;Non-government&apos; Urban Buildings: we count only your own coloured, energized Urban Buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine of yours on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per city in your largest network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per different city holding your Urban Building, Mine or Turbine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per fulfilled Contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per unlocked Technology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader when agenda scoring starts, before any removal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Connector can never be placed as a railway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil an extra Contract in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Leader whose figure stays on the Leader space keeps it on a tie (the rulebook example: Blue keeps the Realists).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Member has at least one Politician in a Party; the Leader holds its Leader space; one player can be Member and Leader of several Parties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Party the Baron already leads is not eligible in step 1 (he would not become its Leader).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game end triggered by the Baron&apos;s third recharge can bring a 3rd King&apos;s Day; the Court is still scored at final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player has 20 figures; one already on the Court board cannot be placed again, so the action is offered only while a figure is off the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s turn ends; the next player in seat order may use the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the 4 new contracts (2 silver, 1 gold, 1 purple) to their piles before shuffling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the Free Thinkers benefit (or the Baron removing a tile) the market slides and refills as after Develop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each Party scoring the Baron ignores the Agendas: 4 VP per Party he leads and 4 VP more with a Politician in the Dominant Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one Connector per turn, Australia&apos;s Shipping tile included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baron von Automat plays against exactly one human seat; the expert auction needs 2-4 players and never the Baron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C64 (silver): be Leader of the Dominant Party; reward 1 step on an income track of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C65 (silver): have 3 Politicians on the Court board; reward a Level 1 Technology.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C66 (gold): have 5 Politicians on the Court board; reward 5 VP and 2 income steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C67 (purple): have 6 Politicians on the Court board; reward 12 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C67&apos;s purple category is not given in the text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connectors count as Action tiles for contracts, Progress and scoring technologies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominance: if the Party now holds strictly more Politicians (neutrals and all players) than the Dominant Party, the King moves to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E8 is scored at final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the four Party Agenda tiles is placed on its space of the Court board with a randomly chosen side up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player adds the 2 new worker figures of their colour to their supply: 20 figures in all, 2 of them available at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easier: after setup one of your workers goes into the empty Party without benefit and leads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment F&apos;s Connectors (from its level 3 technology): do the printed action, then play a non-Connector Action tile on top and resolve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert variant: instead of reverse order, an open auction in VP sets the Experiment choice order; each player bids more than the last bid or passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring, then the Party Agendas as on King&apos;s Day, without removing any Politician.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s printed action before placing the tile on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfilled contracts include the starting contract and purple ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into every Party led by a neutral.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into the empty Party and leads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harder: at the 2nd and 3rd King&apos;s Day and final scoring the Baron scores 6 VP per led Party and 6 for the Dominant Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule for a fully digital game: draw a number 1-13, map it as the Setup cards (13 draws again) and walk down the Party cycle to the first tied Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each Party that holds neutrals, a numbered neutral moves to the Leader space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King&apos;s Day comes as in the base game, whenever a Progress space becomes empty; score it normally, then the Party Agendas top to bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leadership: with strictly more Politicians in the Party than the current Leader (player or neutral), one of yours takes the Leader space; with no Leader, the new Politician takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1 (E and F): red-bordered spaces cost only 1 extra thaler instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1 (E and F): using another player&apos;s Turbine, the bank pays its owner 1 thaler instead of you, and it produces 1 more electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1 (E, also A): after placing a Uranium Mine or a Turbine, gain 1 uranium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1 (F, also D): whenever you gain a Contract, gain 1 achievement token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 2 workers, then you may take a Court action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 4 achievement tokens and 4 thalers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (E, also B): whenever you gain a Contract, also take the bonus of another contract space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (F): immediately Urbanize with 3 more thalers of discount, ignoring the network requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (F): whenever you fulfil a Contract afterwards, 1 step on your lowest income track (your choice on a tie).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2 (F, also A): immediately gain 3 workers and 3 thalers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 3 (E): 5/7/9 Politicians on the Court board score 4/10/21 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 3 (E): at each Court action choose 1 worker or the chosen Party&apos;s benefit once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 3 (F): 12/14/16 Action tiles (available or on top of your board, railways excluded) score 4/10/21 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 3 (F): gain the 3 Connector tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Politicians on the Court board are not workers in your reserve and do not score as leftover resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed Politicians go back to their owner&apos;s worker supply (the reserve), not to the available workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal an unused Setup card: 1-3 Capitalists, 4-6 Free Thinkers, 7-9 Communists, 10-12 Realists, 13 is ignored and another is revealed. That Party takes the arrow neutral, neutral 2 and the King.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the highest Progress tile where you have a marker, with a multiplier of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: the Baron&apos;s third recharge ends the game by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1: a Party where his Politicians equal the Leader&apos;s, or with no Leader (he becomes its Leader).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1: each Party Leader that is not a neutral scores their own Party&apos;s Agenda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2: every Member of the Dominant Party scores its Agenda, so its Leader scores it twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2: if several Parties or none are eligible and he has no Politician in the Dominant Party, he places in the Dominant Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3: each non-neutral Leader returns 1 Politician of that Party to the reserve, the Leader-space one if it is their only one; no new Leader is named and the King does not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3: otherwise in the eligible Party where he has the fewest Politicians.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 4: a tie between eligible Parties is broken by a Logic card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 4: the highest-numbered neutral leaves the game and the arrow neutral moves one Party down (Realists to Capitalists).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &apos;a player reached the flag&apos; end condition uses the flag&apos;s space: 90, or 95 on the Australia map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron never discards his last tile showing a non-Subsidize action, now the Court action too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron places a worker from his supply in one of the Parties, by these steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s Politicians are removed after scoring like a human&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s action priority is now Court &gt; Urbanize &gt; Industrialize &gt; Develop &gt; Contract &gt; Energize &gt; Subsidize (a Boat first with Australia).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Baron&apos;s bonus by Party: Capitalists 1 thaler; Free Thinkers remove the rightmost market tile to the box; Communists 1 worker (3 VP if his reserve is empty); Realists 2 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Court action puts one available worker into a Party as a Politician; a player without one may convert 1 uranium, otherwise the action is forgone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Court board shows four Parties, top to bottom Capitalists, Free Thinkers, Communists, Realists; a worker on it is a Politician.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The King goes to the Party with strictly the most Politicians; on a tie it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Logic card is drawn on the table and the player taps the Party it selects among the tied ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Party holding the King marker is the Dominant Party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Party&apos;s benefit: Capitalists 2 thalers and 1 thaler income step; Free Thinkers a free Action tile from the market; Communists 2 VP and 1 worker income step; Realists 2 achievement tokens and 1 VP income step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Progress agenda asks for what the highest Progress tile with your marker counts for you; it pays twice that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The VP flag goes under space 90 of the VP track (95 on the Australia map) instead of 70.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app cannot see the Baron&apos;s supply and reserve: it asks the player when his turn reaches the Court and when the Communists bonus needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app tracks the VP and income steps the Court gives; thalers, Action tiles and achievement tokens are taken on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base King&apos;s Day (Progress marker VP) is scored on the physical table before the agendas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base solo rules apply; the Baron&apos;s relevant Action tile is replaced by one showing the Court action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bids are lost at the end of the game, just before totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The eight Party Agendas of the appendix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example&apos;s Free Thinkers agenda (2 VP per Residence) is not in the appendix list; the app uses the appendix agendas, and the example test enters Yellow&apos;s 4 VP through a Free Thinkers agenda figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert variant cannot be used in solo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player opens the bidding and it goes clockwise, skipping those who passed; the lowest bid is 1 VP and bids stop at a cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first to pass chooses last; each later passer loses their last bid and chooses one place earlier (3 players: only the 1st and 2nd choosers pay; 2 players: only the 1st).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is played on the physical table; the app asks what happened next and runs the Court side board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook&apos;s auction example with players A, B, C and D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook&apos;s worked King&apos;s Day example (Red, Yellow, Blue and Teal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup modifiers place figures without the Court action&apos;s dominance check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The special Action tile may go on top of a Connector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The special starting Action tile can perform the Court action; its 1-thaler discount is wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three Progress spaces give at most three King&apos;s Days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then exactly 1 Politician of each player in the Dominant Party returns to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then in each Party the side with strictly the most Politicians (neutrals likewise) takes the Leader space if it does not hold it; on a tie no Leader is named until a Court action there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action you may take the rightmost (cheapest) market Action tile for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action, 1 step on the VP income track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two more Setup cards place neutrals 3 and 4 the same way; a Party that already holds neutrals passes to the next one down (Realists wrap to Capitalists).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP equal to the electricity needed by your costliest energized non-government Urban Building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a neutral leads, the comparison counts all neutral Politicians in that Party as one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the neutrals take a Leader space, the lowest-numbered neutral there sits on it (the arrow only when alone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Experiment each turbine-effect tile belongs to is not stated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Setup cards are still unused after the base setup is not tracked here; the app draws from a shuffled deck of the 13 cards without replacement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which two agendas share a tile and which Party each tile belongs to is not stated; we pair the appendix list in order and bind each tile to its Party top to bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 3 or 4 players the game end needs 3 conditions instead of 2; with 2 players and solo it stays the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no eligible Party and a Politician already in the Dominant Party, step 3 considers all four Parties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no worker in his supply the Baron treats the Court action as unavailable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules.rftg</name>
    <message>
        <source>&quot;First&quot; goals are worth 3 VP and are never lost; if several players meet one in the same phase, each of them scores 3 VP (one takes the tile, the others a 3-VP goal chip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Most&quot; goals are worth 5 VP: the first player to meet the condition (minimum) claims the tile, returns it if they drop below the minimum, and loses it to a player who later exceeds their amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6-cost developments score at game end for each tableau card that meets one of their conditions; a card title means that card is in the tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settle response that needs no credit does not spend credit either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card&apos;s powers work from the phase after the one in which it was placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die showing Explore, Develop or Settle goes on the left space of that pair (the right one if the left already holds a die); other faces go on their own space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A military world is not paid for: the player needs military at least equal to its defence (specialised and temporary military count against it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may not have two copies of the same development in their tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may pay cards for a military world (not one with an Alien good) instead of conquering it: its defence minus 1, less other settle reductions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A robot face is read as the action shown on the robot= marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round: the player marks two actions on the mat, the robot&apos;s two dice are rolled and placed, then each chosen phase is resolved left to right, the player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A star copies one of the player&apos;s actions: two stars go under the player&apos;s two markers; one star goes under the player&apos;s right-most marker, or the other one if that space already holds a die; a star under the right space of a pair both markers occupy moves to the left space unless the other die is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie that the tie-break does not break is a shared victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A windfall start world receives one good at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A windfall world receives a good when it is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha Centauri draws extra on its Settle actions and settles in response without positive credit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extra sale during Consume (Black Market Trading World: no trade bonuses); optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ancient Race, as a start world, makes its owner discard three of the six opening cards instead of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any robot Trade action counts for Old Earth&apos;s swap and Damaged Alien Factory&apos;s flip, even one copied by a star.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At game end, every player who meets a &quot;most&quot; goal&apos;s condition and is tied for the most without holding its tile scores a 3-VP goal chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the round each player discards down to 10 cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both Consume actions: VP chips equal to twice its economy, then credit +2 and economy +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget Surplus: first to discard at least one card at the end of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume bonus (2x VP): the player who chose it doubles the VP their consume powers give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume this world&apos;s Alien good for 2 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consume: every player uses each consume power once, in the order they choose; powers that consume goods must be used while they can be, each taking as many goods as it allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs are paid by discarding cards from hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Produce action, a robot= marker reading Produce is flipped to Trade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Trade action, a robot= marker reading Trade is flipped to Produce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged Alien Factory: discard a card to produce an Alien good on it; a card drawn from another produce power may be discarded, but then that power gives nothing for this good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop bonus: the player who chose Develop pays one card less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop: every player may place one development from hand, choosing face down at the same time, paying its cost in cards minus any reductions (never below zero).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty: easy one 6-cost marker worth 6 VP, medium two worth 6, hard three worth 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard this card from the tableau for +3 military until the end of the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard this card from the tableau to place a non-military world for free (not a world with an Alien good).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard up to the stated number of hand cards for VP each; optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doomed World&apos;s first Settle action: flip the draw pile (not the robot&apos;s) until a non-military world of 3 VP or more, place it, credit +2 and economy +1; then discard the counter and Doomed World from the robot&apos;s tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doomed World&apos;s special search: unmatched cards go to the discard pile; before it the standard Settle response applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drafting (2-3 players): after the goals are chosen, each player is dealt one odd and one even start world face down; the unused start worlds are shuffled into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each goal is claimed only at the end of the phases shown on it (Budget Surplus: at the end of a round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player draws five cards, keeps one and passes the rest left, again and again until all are taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player draws from their own deck and discards to their own discard pile, reshuffling it when their deck runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player gets one random start world; the unused start worlds are shuffled into the deck. Each player is dealt six cards and discards two of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player shuffles their picks into their own deck, draws six, discards two and one of their two start worlds, then reveals the start world kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round every player secretly chooses an action card; the choices are revealed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round: the player discards down to 10 (the robot has no hand limit), then the end of the game is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epsilon Eridani, New Sparta and Separatist Colony flip for military worlds and settle in response without positive credit; New Sparta draws extra on its Settle action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore bonus: +5 draws five more cards; +1/+1 draws one more and keeps one more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore: every player draws two cards and keeps one; Explore powers add cards drawn or kept; only the newly drawn cards may be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip to find: turn the robot&apos;s pile over one card at a time, discarding each card that does not match, until a match or the end of the pile; place means put it in the robot&apos;s tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each chosen phase the robot uses its action row when a die sits on that space, its response row when no die does and the player chose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Standard of Living: first to hold 5 or more VP chips (goal VP do not count); checked at the end of Consume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galactic Status: first to place a 6-cost development; checked at the end of Develop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gambling World: name a cost from 1 to 7 and flip the top card of the deck; keep it if its cost matches, else discard it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal VP are added to the total; they are not VP chips, do not drain the pool and do not count for Galactic Renaissance or Galactic Standard of Living.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greatest Infrastructure: at least four and the most developments; checked at the end of Develop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greatest Military: at least 6 and the most unconditional military in the tableau; checked at the end of Develop and Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many extra cards a start world&apos;s counter draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If several players reach or exceed a &quot;most&quot; goal by the same amount in the same phase, nobody claims it, and a holder they exceed returns it to the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperium Lords: draw a card per military world in the tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improved Logistics: place a second world after fully resolving the first; the first world&apos;s powers do not help it, and it gets no Settle bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Innovation Leader: first to have powers in every phase, Trade counted apart; checked at the end of Develop and Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Industry: at least three and the most Novelty and/or Rare elements worlds (production or windfall); checked at the end of Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Earth: after its first Trade action the robot= marker is replaced by the x2 one and its counter is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a tie, the most cards in hand plus goods wins; a further tie is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chosen phases happen, in the order Explore, Develop, Settle, Consume, Produce; each happens once however many players chose it, and every player takes part; only those who chose it get its bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlord Discoveries: first to have at least three Alien cards in the tableau; checked at the end of Develop and Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing left gives the pack to the next seat number (seat 1 to seat 2, the last seat to seat 1); passing right, to the previous one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce bonus: the player who chose Produce produces a good on one empty windfall world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce: every production world without a good gets one; windfall worlds do not, except through powers; produce-phase draw powers are resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production Leader: at least four and the most production worlds; checked at the end of Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Consume response (only the player chose Consume): VP chips equal to its economy, once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Develop (each Develop phase): with an unplaced 6-cost marker and credit 2 or more (3 in response) it places the marker, which counts as a card, pays 2 (3) credit and skips the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Develop action: draw 1, then flip for a development; a 6-cost one is placed for 1 credit if credit is positive, else discarded and the flipping goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Develop response: nothing at credit 0; else flip for a development and place it for 1 credit, whatever its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Explore action: draw 1 and credit +1 (draw 3 and credit +1 with dice on both Explore spaces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Explore response: draw 1 (even if the player chose both Explores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Produce action: economy +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Produce response: nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Settle action (each Settle phase it chose): draw 3, flip for a non-military world and place it if found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Settle response: nothing at credit 0; else draw 2, flip for a non-military world and place it for 1 credit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot Trade action: credit +2, then VP chips equal to its economy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot score: VP chips plus the VP of its cards, each 6-cost development card or marker worth 6 or 9 by difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot setup: robot= marker and special counters by start world; credit 1 (Ancient Race 0, Alpha Centauri 2), economy 0 (Earth&apos;s Lost Colony and Epsilon Eridani 1), a face-down pile of four cards (Ancient Race three).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robot x2 action: VP chips equal to twice its economy, then economy +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: VP chips + printed VP of tableau cards + 6-cost development bonuses + goals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selling a Genes good draws one more card per chromosome card in the tableau (the card itself included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separatist Colony&apos;s counter makes the robot draw more cards in Explore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set out 24 VP chips, choose a difficulty, take its 6-cost development markers, and deal a start world to the player and to the robot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle bonus: the player who chose Settle draws a card after placing a world (once per phase).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle: every player may place one world from hand, choosing face down at the same time; a non-military world costs its cost in cards minus reductions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solitaire game: the two-player advanced rules without goals, against a robot whose actions are rolled on dice; its start world sets how its robot faces read and which special counters change its rows on the mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Mercenaries: discard up to two cards from hand for +1 military each until the end of the Settle phase; optional, need not be used fully.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Diversity: first to have a production or windfall world of each kind (Novelty, Rare, Genes, Alien); checked at the end of Settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expansion adds a third Contact Specialist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expansion adds action cards and VP chips for a fifth player: the game takes 2 to 5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expansion cards join the base deck; a third Contact Specialist is added and Gambling World is replaced by a reprint with the same power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faces of the robot&apos;s two dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends after the round in which a tableau reaches 12 cards or the VP pool runs out; VP chips keep being paid that round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends after the round in which either tableau has 12 cards (each 6-cost marker counting as a card) or the 24 chips ran out (extra chips finish the round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mat&apos;s spaces: Explore +5 on the left of the Explore pair; a single Develop or Settle uses the left space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool holds 12 VP chips per player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robot draws by moving cards from the draw pile onto its own face-down pile unseen; credit runs up to 4 and economy up to 5, gains beyond are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robot may hold two copies of one development.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robot&apos;s draws reshuffle the discard pile when the draw pile runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The robot&apos;s tableau is a pile of cards without goods where only the count and VP matter, plus 6-cost development markers; its hand is a face-down draw pile; its credit buys cards, its economy earns VP chips in Consume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then five more each, passing right; the direction alternates while everyone can draw five; what is left is removed from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the player is dealt six cards and keeps four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: the robot&apos;s final credit plus economy against the player&apos;s hand plus goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade bonus: before consuming, the player who chose Trade sells one good for cards: Novelty 2, Rare elements 3, Genes 4, Alien 5, plus trade powers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice on Trade, x2 or Produce: the robot takes that action once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player advanced game: each player chooses two different action cards; a second Develop or Settle card makes that phase happen twice (the second card only with the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the robot= marker reads for this start world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile is shuffled to form a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With goals, four of the six &quot;first&quot; goals and two of the four &quot;most&quot; goals are drawn at random and placed face up in the centre; the rest are removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: Alan claims Greatest Military at 6; Betty reaching 6 does not take it; Carol reaching 7 does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: both Settles, the robot&apos;s die on the first, credit 2, pile 2: draw 3 and place the world found on the fourth flip; in response draw 2 and flip the three cards: nothing found leaves credit 2, a world found costs 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: credit 1, pile 2, the robot rolls Develop: it draws 1, finds a non-6-cost development on the second flip, and ends at credit 1 with 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: credit 4, pile 5, two markers; the player takes both Develops and the robot&apos;s die is on the first: marker for 2 credit, then in response (credit 2 &lt; 3) it flips a cost-2 development on the third card: credit 1, pile 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: the player chose Consume x2 and Produce; the robot rolls Develop and a star: Develop goes on the left Develop space, the star under Produce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: the player chose both Explores; the robot rolls Produce and a star: Produce goes on Produce, the star on the left Explore space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: the player settles, the robot has credit 0 and rolled two other actions: it does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: the player takes both Consumes, the robot rolls two other actions at economy 3: 3 VP chips, once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked example: the player takes x2, the robot rolls Trade at credit 3 and economy 1: credit 4 (its maximum) and 1 VP chip; no response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked examples: Produce at economy 0 gives 1; the player&apos;s Produce alone gives nothing; both chose Produce at economy 2 gives 3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules.ti4</name>
    <message>
        <source>A player who controls Mecatol Rex must take the 1 VP; they cannot draw a secret objective instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who does not control every planet in their home system cannot score public objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who draws a secret objective and then holds more than 3 (scored and unscored together) returns 1 unscored secret objective to the deck and shuffles it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who must return a secret objective does so and shuffles the deck before the next player may draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the primary ability, every other player, clockwise from the active player&apos;s left, may spend 1 strategy-pool token to draw 1 secret objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player may score each objective only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If no public objective is left to reveal in the status phase, the game ends at once; most VP wins, ties go to the player first in initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial lets players gain victory points and secret objectives; its initiative is 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the status phase a player may record any one secret objective they hold as scored, including action- and agenda-phase secrets achieved earlier in the round, since the app does not model those phases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary ability, first part: the active player scores one public objective whose condition they meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary ability, second part: if the active player controls Mecatol Rex they gain 1 VP; otherwise they draw 1 secret objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup (Prophecy of Kings): each player is dealt 2 secret objectives, keeps 1 and returns the other to the deck, which is then shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: each player starts with 3 tokens in the tactic pool, 3 in the fleet pool and 2 in the strategy pool, and 0 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: shuffle the stage I and stage II decks, lay out 5 stage I and 5 stage II objectives face down, and reveal the first 2 stage I objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase, step 1: in initiative order each player may score up to 1 public objective and up to 1 secret objective they meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase, step 2: the speaker reveals the next public objective; stage II objectives only after every stage I objective is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase, step 5: each player gains 2 command tokens and places them in their pools (this app tracks how many go to the strategy pool).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy phase: the players choose strategy cards; the table says who took Imperial this round, if anyone did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 1 VP for Mecatol Rex does not need control of the home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active player who holds Imperial may resolve its primary ability as a strategic action during the action phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app cannot see the board: the players tell it whether a player meets an objective&apos;s condition, controls every planet of their home system, and who controls Mecatol Rex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app does not track the other strategy cards: status-phase order and ties follow seats clockwise from the left of the Imperial holder, who goes last (Imperial&apos;s initiative 8 is the highest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends at once when a player reaches 10 victory points; that player wins. A player never has more than 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To score a public objective with Imperial, the player must control every planet in their home system.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules.tmae</name>
    <message>
        <source>A blue card ACTION: pay its cost to get its profit, once per Action phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blue card EFFECT or a corporation ability works whenever its condition happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card the engine does not implement yet is left out of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A corporation gives its starting MC, production and abilities (Helion: 3 heat production, 28 MC, heat as MC; Ecoline: 1 plant production, 27 MC, forests for 1 plant less).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green card raises your production (MC, heat, plants, cards) or your steel and titanium values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may not pick the phase it picked in the previous round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A red card does its effect once when played and stays in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tag requirement counts the tags of your corporation and played cards, event cards included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A temperature or oxygen requirement names a colour band: purple, red, yellow, white; &quot;red&quot; means red or higher unless the card says &quot;or lower&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action bonus: one ACTION may be used a second time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An EFFECT triggered by playing a tag fires once per matching tag on the card played (a card with a microbe and a plant tag triggers a &quot;microbe or plant&quot; effect twice), unless it says once per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect that lets you consider oxygen or temperature one colour higher or lower shifts the band by one; such effects do not add up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals, microbes and science resources live on the card that holds them; &quot;another card&quot; means another of your cards that holds that kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At any moment a card in hand may be discarded for 3 MC, also to pay for something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of a round a player keeps at most 10 cards, gaining 3 MC per card discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the Action phase a player must convert heat and plants by standard projects as long as it can, unless that parameter is at its maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction bonus: draw 1 card, or play 1 more blue or red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development bonus: the green card costs 3 MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts from cards, corporations and phase bonuses add up; a card is paid with MC (and heat for Helion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each TR point is worth 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each forest is worth its VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has the 5 phase cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt 2 corporations and keeps 1 (the starred ones in a first game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt 8 project cards and keeps them all; in a first game 4 of them come from the 16 starred green cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each steel point makes a building card 2 MC cheaper and each titanium point a space card 3 MC cheaper; the values are not spent. A cost never goes below 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player secretly picks one phase card at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player who picked a phase gets its bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every production and value track starts at 0 and every terraform rating at 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flipping an ocean tile gives its reward: MC, plants and/or a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Action phase each player may use the ACTION of each of its blue cards once and any number of standard projects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Construction phase each player may play 1 blue or red card, paying its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Development phase each player may play 1 green card, paying its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the phase a parameter reaches its maximum, every raise of it still gives TR until that phase ends; afterwards it cannot be raised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most VP wins; a tie goes to the most MC + heat + plants (the hand sold first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ocean, TR and &quot;spend&quot; requirements: spend means pay that TR, heat or plants when playing the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played cards score their printed VP, variable VP included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players act in a phase one after another (the first player changes each round); in the Action phase one action at a time until all pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production &quot;per tag&quot; or &quot;per forest&quot; counts what you have when the card is played (this card included) and grows by 1 with every later such tag or forest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production bonus: 4 MC more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production: each player gains heat, plants and MC from its production and TR, and draws cards for its card production.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising oxygen or temperature, or flipping an ocean, gives 1 TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research bonus: draw 5 and keep 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research: every player draws 2 project cards and keeps 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selling is offered in every Development, Construction and Action decision, and while paying for a card that costs more than you have; Helion pays actions and standard projects MC first, then heat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: a dummy hand of 5 phase cards is shuffled; each round its top card is revealed and that phase is played too, with no bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: after every 5 rounds the dummy hand is reshuffled and Mars advances by the difficulty (novice 2, advanced 1, expert 0 steps of oxygen or temperature, no TR).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: in the last 5 rounds the player chooses the order of the dummy phase cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: the game lasts at most 25 rounds; the player wins by terraforming Mars by then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: the player chooses, step by step, whether the advance raises oxygen or temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: spend 14 MC to raise the temperature 1 step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: spend 15 MC to flip an ocean tile and take the reward on its back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: spend 20 MC for a forest (1 VP) and 1 oxygen step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: spend 8 heat to raise the temperature 1 step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: spend 8 plants for a forest (1 VP) and 1 oxygen step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature and oxygen requirements are checked against the values at the start of the current phase; other requirements against the current state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature starts at -30 °C and oxygen at 0%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 9 ocean tiles are shuffled face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when Mars is terraformed: oxygen 14%, 9 oceans flipped and temperature +8 °C; the most VP wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when all 9 oceans are flipped, the temperature is +8 °C and oxygen is 14%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: nothing more to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phase in which Mars is terraformed is finished; the remaining picked phases of that round are not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picked phases are resolved in order I to V, each once however many players picked it; phases nobody picked are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United Nations Mars Initiative: the first time your TR rises in a phase you may pay 6 MC for 1 more TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable VP are counted at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the project deck runs out, the discards are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 3 or 4 seats the 4 starred corporations cannot be dealt 2 per player: each player is then dealt 1 of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>The file is larger than 10 MB ({size} bytes); it is not a Tabula save.</source>
        <extracomment>shown in the Continue list without replaying</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Plik jest pusty.</translation>
    </message>
    <message>
        <source>The file is cut short (truncated) at byte {pos}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not JSON: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Tabula save of the expected form: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabula (save format {schema}, this version reads up to {known}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file uses save format {schema}, which this version cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is a save of a game this version does not have: {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game options in the file are not valid: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {index} of the file is refused by the rules: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying the file does not reach the state it recorded (a different version of the rules, or an edited file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ti4</name>
    <message>
        <source>3 laws are in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 of your planets share one trait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 of your non-fighter ships share one system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 of your planets share one trait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 of your non-fighter ships share one system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 of your ground forces share a planet without your space dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rival&apos;s promissory note is in your play area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieve Supremacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapt New Strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amass Wealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agenda elects you or a planet you hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Become a Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Become a Martyr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Become the Gatekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betray a Friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brave the Void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build Defenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centralize Galactic Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command an Armada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer the Weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construct Massive Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control the Borderlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control the Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner the Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut Supply Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Darken the Skies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defy Space and Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demonstrate Your Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy Heretical Works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy Their Greatest Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy a rival&apos;s war sun or flagship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Develop Weaponry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dictate Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard 5 action cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover Lost Outposts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diversify Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive the Debate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End a space combat with 3 non-fighter ships in the active system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineer a Marvel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erect a Monument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Establish Hegemony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Establish a Perimeter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other player is your neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand Borders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore Deep Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight With Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forge an Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form Galactic Brain Trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form a Spy Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foster Cohesion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found Research Outposts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found a Golden Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel the War Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galvanize the People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather a Mighty Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hoard Raw Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Vast Reserves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improve Infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intimidate Council</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead from the Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn the Secrets of the Cosmos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose a planet in a home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an Example of Their World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulate Galactic Law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master the Laws of Physics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master the Sciences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanize the Military</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine Rare Metals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monopolize Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiate Trade Routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupy the Fringe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupy the Seat of the Empire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass last in a game round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patrol Vast Territories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 10 trade goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 16 influence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 16 resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 influence, 3 resources and 3 trade goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 tokens from tactic and/or strategy pools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 5 trade goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 6 influence, 6 resources and 6 trade goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 6 tokens from tactic and/or strategy pools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 8 influence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 8 resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Populate the Outer Rim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce En Masse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect the Border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prove Endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge 2 of your relic fragments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push Boundaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reclaim Ancient Monuments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolutionize Warfare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule Distant Lands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seize an Icon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spark a Rebellion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake Your Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strengthen Bonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subdue the Galaxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sway the Council</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threaten Enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Their Fleets to Dust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unify the Colonies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unveil Flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a combat against a player whose promissory note you held when your tactical action began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a combat against the VP leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a combat in a rival&apos;s home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a combat inside an anomaly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a space combat where your flagship fights and survives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last fighters in the active system with anti-fighter barrage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last ground forces on a planet while bombarding it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last non-fighter ships in the active system with space cannon offense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 3 space docks on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 4 PDS on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 5 dreadnoughts on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have at least 4 structures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have at least 7 structures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 11 planets outside home systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 2 planets with attachments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 2 planets, each in or next to a different rival&apos;s home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 3 planets with a tech specialty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 3 planets with attachments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 4 cultural planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 4 hazardous planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 4 industrial planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 5 planets with a tech specialty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 6 planets outside home systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold Mecatol Rex with 3 ships in its system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a legendary planet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a planet in a system where a rival holds a planet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a planet in another player&apos;s home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold more planets than 2 of your neighbours each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 2 faction techs (Valefar Assimilator copies excluded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 2 techs of each of 2 colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 2 techs of each of 4 colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 2 unit upgrades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 3 unit upgrades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own 4 techs of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your flagship or a war sun is in another player&apos;s home system or at Mecatol Rex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your flagship or a war sun is on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your mechs stand on 4 planets, one on each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your planets add up to 12 influence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your planets add up to 12 resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships are in 3 systems, each next to an anomaly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships are in 6 systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships are in a system next to a rival&apos;s home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships are in an alpha wormhole system and in a beta wormhole system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships share a system with a rival&apos;s space dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ships sit in 2 systems next to Mecatol Rex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your structures stand on 3 planets beyond your home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your structures stand on 5 planets beyond your home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 2 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 3 board-edge systems, home excluded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 3 systems without planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 4 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 5 board-edge systems, home excluded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in 5 systems without planets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units are in the wormhole nexus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units in one system have 8 PRODUCTION in total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twilight Imperium 4: Imperial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage I and stage II objective decks are shuffled; 5 of each are laid out face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: {objective} is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt 2 secret objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are dealt {first} and {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of your 2 secret objectives; the other goes back to the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {objective}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps a secret objective and returns the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret objective deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: who took the Imperial strategy card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody took Imperial this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} holds Imperial in round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds Imperial in round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: do you control every planet in your home system?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, every planet of my home system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not control every planet of their home system and cannot score a public objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no revealed public objective left to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial: score 1 revealed public objective whose condition you meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score {objective} ({points} VP): {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial: who controls Mecatol Rex?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody (the custodians token is still there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody controls Mecatol Rex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex and gains 1 victory point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scores {objective} for {points} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws a secret objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw {objective}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret objective deck is empty: {player} draws nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: spend 1 strategy-pool token to draw 1 secret objective?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend 1 token and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} spends 1 strategy-pool token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold more than 3 secret objectives: return 1 unscored secret objective to the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return {objective}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} returns an unscored secret objective to the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase, {player}: do you control every planet in your home system?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase: score up to 1 revealed public objective whose condition you meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status phase: score up to 1 of your secret objectives whose condition you met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score {objective} ({phase}): {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{objective} is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public objective is left to reveal: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains 2 command tokens: how many go to the strategy pool?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens to the strategy pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} gains 2 command tokens and puts %n in the strategy pool.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reaches 10 victory points: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial (Mecatol Rex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied on victory points: {player} is first in initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ti4.layout</name>
    <message>
        <source>Stage I objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage II objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}, {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage I deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage II deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imperial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary: score 1 public objective, only while you control every planet of your home system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then 1 VP if you control Mecatol Rex; if not, draw 1 secret objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others: spend 1 strategy token to draw 1 secret objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mecatol Rex: controlled by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mecatol Rex: nobody controls it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds Imperial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mecatol Rex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {vp} victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: strategy pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home system: every planet controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home system: not every planet controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home system: not asked yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tmae</name>
    <message>
        <source>Choose your corporation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a phase card for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the dummy&apos;s phase card for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mars advances: raise temperature or oxygen (no TR).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development: play a green card, sell, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction: play a blue or red card, sell, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action: use an action or a standard project, sell, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How do you pay for {card}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: which card gets the resources?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {k} of the drawn cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {k} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand limit: discard {k} card(s) for MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: discard up to {k} cards to draw as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: play a cheap green card for free?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: discard a card to draw?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: how much heat do you spend?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: pay 6 MC for 1 more TR?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {corp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy plays {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise oxygen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell {card} for {mc} MC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card (Construction bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card}: {text} (with {other})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: plants to forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: buy a forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: heat to temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: buy a temperature step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard project: buy an ocean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {mc} MC and {heat} heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pay}, using 2 microbes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pay}, using 1 plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onto {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie broken by MC + heat + plants (hand sold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mars was not terraformed in 25 rounds: the game is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraforming Mars: Ares Expedition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development</source>
        <extracomment>first step of each band (purple, red, yellow, white)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws {num} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discards are shuffled into a new project deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays {card} for {mc} MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells {card} for {mc} MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} picks the {phase} phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy hand plays the {phase} phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value}%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} raises a parameter maxed this phase: 1 TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains a forest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains {num} TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses a standard project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mars is terraformed: the game ends after this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 25 is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mars advances on its own (solo difficulty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {corp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {num} card(s) for {mc} MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {num}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one starred corporation per player: it is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and corporations are dealt; the ocean tiles are shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} reveals {card}.</source>
        <extracomment>modifier term -&gt; codes of the cards and corporations that carry it step terms run at once (the others wait for an answer)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy hand is reshuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animal(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>microbe(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>science resource(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>science</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jovian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>microbe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {num} {res}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k}, discard the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) from your hand.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise your TR %n step(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise the temperature %n step(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise oxygen %n step(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip %n ocean tile(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n forest(s) and raise oxygen as many steps.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add {num} {res} to this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {num} {res} to another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {num} resources to a card that already has resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {num} resource(s) from this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one: {alts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you picked the {phase} phase this round: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have {num} {tag} tags: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your TR 1 step per {tag} tag you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play 1 more blue or red card this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card you play this phase costs {num} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the next card you play this phase, oxygen and temperature may count one colour higher or lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play a green card of printed cost {num} MC or less from your hand without paying MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend up to {max} {src} to gain as many {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend any amount of {src} to gain as many {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard up to {num} cards from your hand and draw as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top card of the deck: if it is green, discard it and gain 1 MC; otherwise take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard a card: draw 2 cards if it had a plant tag, else 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production: {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production: 1 {res} per {of} you have (counted now, this card included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Steel %n: building cards cost 2 MC less per point.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Titanium %n: space cards cost 3 MC less per point.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Start with {num} MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTION: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTION (or): {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTION: Spend {items}{note}: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTION (or): Spend {items}{note}: {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card from your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{num} resource(s) from this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{num} {res} from one of your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (only {num} {res} if you picked the Action phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the MC cost drops {num} per {per})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the MC cost drops {num} with {k} or more blue cards in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>titanium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a card with a {tags} tag{incl}: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a card: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you flip an ocean tile: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you raise the temperature: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you raise oxygen: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you gain a forest: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you use an ACTION: {do}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (this one included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (once per card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: Cards cost you {num} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: A card with a {tags} tag costs you {num} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: A card of printed cost {min} MC or more costs you {num} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: Each steel point is worth {num} MC more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: Each titanium point is worth {num} MC more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: For requirements, oxygen and temperature may count one colour higher or lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may remove {num} microbes from this card to pay {mc} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may spend {num} plant to pay {mc} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: Standard projects that cost MC cost you {num} MC less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: Cards you sell are worth {num} MC more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, draw {num} more card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, keep {num} more card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: A forest from plants costs you {num} plant(s) less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: You may pay with heat as if it were MC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a card that raises your steel, gain 1 TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: When you play a {tag} tag, gain 1 TR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EFFECT: The first time your TR rises in a phase, you may pay 6 MC to raise it 1 more step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires temperature {band} or warmer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires temperature {band} or cooler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires oxygen {band} or higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires oxygen {band} or lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires {num} {tag} tag(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires {num} flipped ocean tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires at most {num} flipped ocean tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires a TR of {num} or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {num} {res} to play this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{num} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {per} resource(s) on this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {per} forests you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {per} cards you have played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {per} blue cards you have in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {per} {tag} tag(s) you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a}{b}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tmae.cards</name>
    <message>
        <source>AI Central</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced Screening Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aerated Magma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne Radiation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algae</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anaerobic Microorganisms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archaebacteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artificial Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembly Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset Liquidation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Astrofarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atmosphere Filtering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atmospheric Insulators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automated Factories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced Portfolios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam from a Thorium Asteroid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biothermal Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brainstorming Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit Board Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal Imports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community Gardens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composting Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conserved Biome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convoy from Europa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decomposing Fungus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Developed Infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diversified Interests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dusty Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Economic Growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy Subsidies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmers Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farming Co-ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ganymede Shipyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hydro-Electric Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industrial Farming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interplanetary Conference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interplanetary Relations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-Atmo Shields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matter Manufacturing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methane from Titan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microprocessors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monocultures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Portfolios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear Plants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phobos Falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rad Suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycled Detritus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redrafted Contracts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restructured Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Satellite Farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slash and Burn Agriculture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smelting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soil Warming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solar Trapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solarpunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Heaters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surface Mines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think Tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towing a Comet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trapped Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undersea Vents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United Planetary Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venture Capitalism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcanic Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water Import from Europa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood Burning Stoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work Crews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
