"""The languages gin3 speaks: choosing one, loading its catalogues and switching at run time.

gin3's own catalogues are ``resources/translations/gin3_<code>.qm``; English has one too
(``gin3_en``), for its plural forms ("1 card", "2 cards"). Qt's ``qtbase`` catalogue is loaded
as well where Qt ships one (Turkish and Hungarian), for the standard dialog buttons.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gin3.gui.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

__all__ = [
    "LANGUAGES",
    "SYSTEM",
    "apply_language",
    "current_language",
    "language_for_locale",
    "name_buttons",
    "rules_path",
    "translations_folder",
]

SYSTEM = "system"
# code -> the language's own name (shown in the Language menu as it is, never translated)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "tr": "Türkçe",
    "sr": "Српски",
    "sr_Latn": "Srpski (latinica)",
    "sq": "Shqip",
    "hu": "Magyar",
}
LOCALES = {
    "en": "en_US",
    "tr": "tr_TR",
    "sr": "sr_Cyrl_RS",
    "sr_Latn": "sr_Latn_RS",
    "sq": "sq_AL",
    "hu": "hu_HU",
}
QT_CATALOGUES = ("tr", "hu")  # Qt ships qtbase_<lang>.qm for these only

_installed: list[QTranslator] = []
_current = "en"


def translations_folder() -> Path:
    return resource_path("translations", "README.md").parent


def language_for_locale(locale: QLocale | None = None, environ: dict[str, str] | None = None) -> str:
    """The gin3 language for a locale (the system's by default); English when gin3 lacks it.

    Qt reads ``LANG=sr_RS.UTF-8@latin`` as Cyrillic Serbian, so the ``@latin`` modifier is
    looked for in the environment here.
    """
    import os

    env = os.environ if environ is None else environ
    loc = QLocale.system() if locale is None else locale
    code = loc.name().split("_")[0]
    if code == "sr":
        latin = loc.script() == QLocale.Script.LatinScript
        if locale is None:
            for key in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
                value = env.get(key, "")
                if value:
                    latin = latin or "@latin" in value or "sr_Latn" in value
                    break
        return "sr_Latn" if latin else "sr"
    return code if code in LANGUAGES else "en"


def current_language() -> str:
    return _current


def apply_language(choice: str) -> str:
    """Install the catalogues of ``choice`` (a code of LANGUAGES, or SYSTEM); returns the code used.

    Any earlier gin3 translators are removed first, and ``QLocale.setDefault`` follows, so
    ``%Ln`` and ``QLocale().toString()`` format numbers the language's way. Widgets get a
    ``QEvent.LanguageChange`` from Qt.
    """
    global _current
    code = language_for_locale() if choice not in LANGUAGES else choice
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(LOCALES[code]))
    if app is not None:
        names = [("gin3", translations_folder())]
        if code in QT_CATALOGUES:
            names.append(("qtbase", Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))))
        for name, folder in names:
            translator = QTranslator(app)
            if translator.load(f"{name}_{code}", str(folder)):
                QCoreApplication.installTranslator(translator)
                _installed.append(translator)
    _current = code
    return code


def rules_path(code: str | None = None) -> Path:
    """The rules (F1) in the language, or in English where no translation exists yet."""
    try:
        return resource_path("rules", f"rules.{code or _current}.md")
    except FileNotFoundError:
        return resource_path("rules", "rules.en.md")


def name_buttons(box: QDialogButtonBox | QMessageBox) -> None:
    """gin3's own words on a box's standard buttons: Qt has no catalogue for Serbian or Albanian."""
    texts = {
        "Ok": QCoreApplication.translate("Buttons", "OK"),
        "Cancel": QCoreApplication.translate("Buttons", "Cancel"),
        "Close": QCoreApplication.translate("Buttons", "Close"),
        "Yes": QCoreApplication.translate("Buttons", "Yes"),
        "No": QCoreApplication.translate("Buttons", "No"),
    }
    for button in box.buttons():
        kind = box.standardButton(button)
        text = texts.get(getattr(kind, "name", ""))
        if text:
            button.setText(text)
