"""Answers from worker threads reach the table's thread, and never a receiver that is gone."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from gin3.gui.postbox import postbox


class Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.got: list[tuple[object, bool]] = []

    def take(self, value: object) -> None:
        self.got.append((value, threading.current_thread() is threading.main_thread()))


def _post_from_a_worker(receiver: Receiver, value: object) -> None:
    box = postbox()
    worker = threading.Thread(target=box.post, args=(receiver, receiver.take, value))
    worker.start()
    worker.join()


def test_an_answer_from_a_worker_is_taken_on_the_tables_thread(qtbot: QtBot) -> None:
    receiver = Receiver()
    _post_from_a_worker(receiver, "answer")
    assert receiver.got == []  # queued, never taken inside the worker
    qtbot.waitUntil(lambda: receiver.got == [("answer", True)], timeout=2000)


def test_an_answer_for_a_receiver_deleted_meanwhile_is_dropped(qtbot: QtBot) -> None:
    alive, gone = Receiver(), Receiver()
    _post_from_a_worker(gone, "late")
    shiboken6.delete(gone)  # the window closed while the answer was on its way
    _post_from_a_worker(alive, "after")
    qtbot.waitUntil(lambda: alive.got == [("after", True)], timeout=2000)
    assert gone.got == []  # its slot was never called on a deleted object
