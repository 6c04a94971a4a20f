"""The guided lesson's words (:mod:`gin3.session.tutorial`): each step, and why a move was refused.

Short, plain sentences, each through the translations (context ``Tutorial``);
the cards and names of the lesson's deal are filled in, so the words hold for
whichever deal tells the story.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin3.engine import HandScored, Match, Mode, best_arrangement
from gin3.gui.text.moves import cards_text
from gin3.session.tutorial import PERSON, Lesson, Step, Topic

__all__ = ["lesson_title", "step_text", "wrong_text"]


def lesson_title(mode: Mode) -> str:
    """The lesson's name, as in the Help menu."""
    if mode is Mode.CHOUETTE:
        return QCoreApplication.translate("Tutorial", "Learn to play chouette")
    return QCoreApplication.translate("Tutorial", "Learn two-player gin")


def _names(lesson: Lesson) -> dict[str, str]:
    names, tale = lesson.names, lesson.story
    sitter = names[tale.sitter] if tale.sitter is not None else ""
    return {"you": names[PERSON], "box": names[tale.other], "sitter": sitter}


def step_text(lesson: Lesson, step: Step, match: Match | None) -> str:
    """What the panel says at ``step``, in the current language."""
    tale = lesson.story
    args = {
        **_names(lesson),
        "upcard": cards_text([tale.upcard]),
        "drawn": cards_text([tale.drawn]),
        "thrown": cards_text([tale.thrown]),
        "taken": cards_text([tale.taken]),
        "discard": cards_text([tale.knock.discard] if tale.knock.discard is not None else []),
    }
    topic = step.topic
    if topic is Topic.WELCOME:
        text = QCoreApplication.translate(
            "Tutorial",
            "This lesson plays one hand with you. Read each step, then make the move it asks for "
            "on the table. Another move is refused, and you can try again. "
            "Your own match waits until the lesson ends.",
        )
    elif topic is Topic.ROLES:
        text = QCoreApplication.translate(
            "Tutorial",
            "Chouette is gin rummy for three players. In each hand one player is in the box: "
            "{box} plays alone. The captain plays against the box: that is you. "
            "The sitter, {sitter}, gets no cards, is on your side and may suggest your moves. "
            "After each hand the roles move on.",
        )
    elif topic is Topic.UPCARD:
        text = QCoreApplication.translate(
            "Tutorial",
            "{box} dealt ten cards to each of you. The face-up card on the discard pile is the "
            "first upcard: {upcard}. You may take it first. It makes no meld with your cards, "
            "so pass it: click Pass.",
        )
    elif topic is Topic.DRAW:
        text = QCoreApplication.translate(
            "Tutorial",
            "{box} passed the upcard too. Now you draw: click the stock (the face-down pile) "
            "to take its top card.",
        )
    elif topic is Topic.MELDS:
        text = QCoreApplication.translate(
            "Tutorial",
            "You drew {drawn}. A meld is three or four cards of one rank (a set), or three or more "
            "cards in a row of one suit (a run). Your melds now: {melds}. The other cards are "
            "deadwood. Each counts its points against you: ace 1, picture cards 10. "
            "Your deadwood now: {deadwood}.",
        )
        arranged = best_arrangement(match.hand.cards(PERSON)) if match is not None else None
        args["melds"] = ", ".join(cards_text(m.cards) for m in arranged.melds) if arranged else ""
        args["deadwood"] = str(arranged.deadwood_value) if arranged else ""
    elif topic is Topic.ADVICE:
        text = QCoreApplication.translate(
            "Tutorial",
            "Now throw one card onto the discard pile. {sitter}, the sitter, suggests a card in "
            "the advice panel. You may accept it (the Accept button, or Enter), or play another "
            "card: the captain decides. Here the advice is good: accept it, or throw {thrown} "
            "yourself.",
        )
    elif topic is Topic.DISCARD:
        text = QCoreApplication.translate(
            "Tutorial",
            "Now throw one card onto the discard pile: drag it there, or double-click it. "
            "Throw {thrown}: it is your highest card that is in no meld.",
        )
    elif topic is Topic.TAKE:
        text = QCoreApplication.translate(
            "Tutorial",
            "{box} drew from the stock and threw {taken}. It completes a meld with your cards. "
            "Take it: click the discard pile.",
        )
    elif topic is Topic.KNOCK:
        text = QCoreApplication.translate(
            "Tutorial",
            "With {taken} your deadwood is 10 or less after a discard, so you may knock. "
            "A knock ends the hand. Select {discard} (click it), then click Knock.",
        )
    elif topic is Topic.LAYOFF:
        text = QCoreApplication.translate(
            "Tutorial",
            "You knocked: your melds lie face up. Now {box} lays down. {box} may lay off cards "
            "onto your melds: a card that fits a set or extends a run. It lowers {box}'s deadwood.",
        )
    else:
        text = _showdown(lesson, match)
    return text.format(**args)


def _showdown(lesson: Lesson, match: Match | None) -> str:
    result = match.hand.result if match is not None else None
    points = result.points if isinstance(result, HandScored) else 0
    text = QCoreApplication.translate(
        "Tutorial",
        "The showdown. Each side counts its deadwood. Yours is lower, so you score the "
        "difference: {points} points. With the same or less deadwood, {box} would have undercut "
        "you and scored 10 more.",
    ).replace("{points}", str(points))
    if lesson.mode is Mode.CHOUETTE:
        text += " " + QCoreApplication.translate(
            "Tutorial", "You won as captain, so in the next hand you are in the box."
        )
    return (
        text
        + " "
        + QCoreApplication.translate(
            "Tutorial", "That is the whole hand. Click Finish to go back to your own game."
        )
    )


def wrong_text(lesson: Lesson, step: Step) -> str:
    """Why the lesson refused a move at ``step``, in the current language."""
    tale = lesson.story
    topic = step.topic
    if topic is Topic.UPCARD:
        text = QCoreApplication.translate(
            "Tutorial", "Not this move: {upcard} makes no meld with your cards. Click Pass."
        )
    elif topic is Topic.DRAW:
        text = QCoreApplication.translate(
            "Tutorial", "Not this move: after both players pass, the first player draws from the stock."
        )
    elif topic is Topic.ADVICE:
        text = QCoreApplication.translate(
            "Tutorial",
            "Not this move: in this lesson, follow the sitter. Throw {thrown}, your highest deadwood.",
        )
    elif topic is Topic.DISCARD:
        text = QCoreApplication.translate(
            "Tutorial", "Not this move: throw {thrown}, your highest card that is in no meld."
        )
    elif topic is Topic.TAKE:
        text = QCoreApplication.translate(
            "Tutorial", "Not this move: take {taken} from the discard pile. It completes a meld."
        )
    elif topic is Topic.KNOCK:
        text = QCoreApplication.translate(
            "Tutorial", "Not this move: knock now. Select {discard}, then click Knock."
        )
    else:
        text = QCoreApplication.translate("Tutorial", "Not now: read the step, then click Next.")
    return text.format(
        upcard=cards_text([tale.upcard]),
        thrown=cards_text([tale.thrown]),
        taken=cards_text([tale.taken]),
        discard=cards_text([tale.knock.discard] if tale.knock.discard is not None else []),
    )
