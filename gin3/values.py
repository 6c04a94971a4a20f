"""Value classes: :func:`value_class` makes a class of typed fields into a slotted, frozen record.

A ``@value_class`` class behaves as ``@dataclass(frozen=True, slots=True)`` would
make it: ``__init__`` takes the fields in order (defaults last), ``__repr__``
rebuilds it, ``==`` and ``hash`` compare the fields, assignment raises
:class:`FrozenInstanceError`, and a pickle or a copy makes the value again
through ``__init__`` (so ``__post_init__`` runs). :func:`field` sets a
field's default, default factory, or leaves it out of ``__init__``,
``repr`` or comparison; :func:`replace`, :func:`fields` and :func:`asdict` do
what their namesakes in :mod:`dataclasses` do.

Why not :mod:`dataclasses`: it writes each class's methods as source code and
compiles it when the class is made, about half a millisecond a class. gin3
makes some sixty value classes on its way to a table ready for input, so that
was a tenth of its start (docs/performance.md). These methods are closures over
the class's fields instead, made at no cost at import: ``==``, ``hash`` and an
``__init__`` of up to three fields cost what a dataclass's do, one of many
fields (the ``View``'s 26) a couple of microseconds more.
A method the class defines itself is kept, as :mod:`dataclasses` keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

__all__ = [
    "MISSING",
    "Field",
    "FrozenInstanceError",
    "asdict",
    "field",
    "fields",
    "is_value",
    "replace",
    "value_class",
]

_C = TypeVar("_C", bound=type)
_V = TypeVar("_V")


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
"""No default was given."""


class FrozenInstanceError(AttributeError):
    """A field of a frozen value was assigned or deleted."""


class Field:
    """One field of a value class: its name and what :func:`field` said of it."""

    __slots__ = ("compare", "default", "default_factory", "init", "name", "repr")

    def __init__(
        self,
        default: Any = MISSING,
        default_factory: Callable[[], Any] | None = None,
        init: bool = True,
        repr: bool = True,
        compare: bool = True,
    ) -> None:
        if default is not MISSING and default_factory is not None:
            raise ValueError("a field cannot have both a default and a default factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare

    def __repr__(self) -> str:
        return f"Field(name={self.name!r})"

    @property
    def required(self) -> bool:
        """``__init__`` needs an argument for it."""
        return self.init and self.default is MISSING and self.default_factory is None

    def initial(self) -> Any:
        """The default (a new one from the factory, if it has one)."""
        return self.default_factory() if self.default_factory is not None else self.default


def field(
    *,
    default: Any = MISSING,
    default_factory: Callable[[], Any] | None = None,
    init: bool = True,
    repr: bool = True,
    compare: bool = True,
) -> Any:
    """A field with a default (or a factory for one), or one ``__init__``, ``repr`` or ``==``
    leaves out: ``index: int = field(init=False, repr=False)`` (set by ``__post_init__``)."""
    return Field(default, default_factory, init, repr, compare)


class _Spec:
    """What the shared methods read: the class's fields, split by what they take part in."""

    __slots__ = (
        "all",
        "by_name",
        "compared",
        "count",
        "defaults",
        "finish",
        "frozen",
        "init",
        "later",
        "names",
        "shown",
    )

    def __init__(self, cls: type, own: list[Field], frozen: bool) -> None:
        bases = [base for base in reversed(cls.__mro__[1:]) if "__value_spec__" in base.__dict__]
        inherited = [f for base in bases for f in _spec_of(base).all]
        by_name = {f.name: f for f in inherited}
        for f in own:
            by_name[f.name] = f
        self.all: tuple[Field, ...] = tuple(by_name.values())
        self.by_name = by_name
        self.init = tuple(f for f in self.all if f.init)
        self.names = tuple(f.name for f in self.init)
        self.count = len(self.init)
        self.defaults = tuple((f.default, f.default_factory) for f in self.init)
        self.later = tuple(
            f for f in self.all if not f.init and (f.default is not MISSING or f.default_factory)
        )
        self.compared = tuple(f.name for f in self.all if f.compare)
        self.shown = tuple(f.name for f in self.all if f.repr)
        self.frozen = frozen
        post_init = getattr(cls, "__post_init__", None)
        # What __init__ does after the arguments: none for most classes, so it is not even called.
        self.finish: Callable[[Any], None] | None = None
        if self.later or post_init is not None:
            self.finish = lambda obj: _finish(obj, self.later, post_init)
        defaults_started = False
        for f in self.init:
            if f.required and defaults_started:
                raise TypeError(f"{cls.__name__}: field {f.name!r} has no default but follows one that has")
            defaults_started = defaults_started or not f.required


def _spec_of(cls: type) -> _Spec:
    spec: _Spec = cls.__value_spec__  # type: ignore[attr-defined]
    return spec


def _is_value(cls: type) -> bool:
    return hasattr(cls, "__value_spec__")


_put = object.__setattr__


_Setter = Callable[[Any, Any], None]


def _setter(cls: type, name: str) -> _Setter:
    """What stores field ``name`` of an instance: its slot's own setter, which skips a frozen
    class's ``__setattr__`` and the lookup of the name (``object.__setattr__`` where it has none)."""
    for klass in cls.__mro__:
        slot = klass.__dict__.get(name)
        if slot is not None and type(slot).__name__ == "member_descriptor":
            setter: _Setter = slot.__set__
            return setter
    return lambda obj, item: _put(obj, name, item)


def _init_for(cls: type, spec: _Spec) -> Callable[..., None]:
    """The class's ``__init__``: written out for up to three arguments, which most values have,
    because a loop over the fields costs as much again as the stores."""
    name, count, finish = cls.__name__, spec.count, spec.finish
    setters = tuple(_setter(cls, field_name) for field_name in spec.names)

    if count == 0:

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            if args or kwargs:
                _bind(name, spec, args, kwargs)
            if finish is not None:
                finish(self)

    elif count == 1:
        (first,) = setters

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 1:
                args = _bind(name, spec, args, kwargs)
            first(self, args[0])
            if finish is not None:
                finish(self)

    elif count == 2:
        first, second = setters

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 2:
                args = _bind(name, spec, args, kwargs)
            first(self, args[0])
            second(self, args[1])
            if finish is not None:
                finish(self)

    elif count == 3:
        first, second, third = setters

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != 3:
                args = _bind(name, spec, args, kwargs)
            first(self, args[0])
            second(self, args[1])
            third(self, args[2])
            if finish is not None:
                finish(self)

    else:

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            if kwargs or len(args) != count:
                args = _bind(name, spec, args, kwargs)
            for store, arg in zip(setters, args):  # noqa: B905 - _bind made them as many
                store(self, arg)
            if finish is not None:
                finish(self)

    return __init__


def _finish(obj: Any, later: tuple[Field, ...], post_init: Callable[[Any], None] | None) -> None:
    for f in later:
        _put(obj, f.name, f.initial())
    if post_init is not None:
        post_init(obj)


def _no_fields(obj: object) -> tuple[()]:
    return ()


def _compare_for(spec: _Spec) -> tuple[Callable[[Any, object], bool], Callable[[Any], int]]:
    # attrgetter reads the compared fields in C: == and hash cost what a dataclass's do.
    key = attrgetter(*spec.compared) if spec.compared else _no_fields

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is self.__class__:
            mine, theirs = key(self), key(other)
            return mine is theirs or bool(mine == theirs)  # one field: the same card is no call
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(key(self))

    return __eq__, __hash__


def _bind(name: str, spec: _Spec, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """The arguments in field order, defaults filled in; the TypeError Python's own would raise.
    (Values made by name, a View say, come this way every time: it is kept lean.)"""
    given = len(args)
    if not given and len(kwargs) == spec.count:  # every field by name: read them out in C
        try:
            return tuple(map(kwargs.__getitem__, spec.names))
        except KeyError:
            pass  # a name that is no field, and so one missing: said below
    if given > spec.count:
        raise TypeError(f"{name}() takes {spec.count} positional arguments but {given} were given")
    values = list(args)
    named = 0
    get = kwargs.get
    for field_name, (default, factory) in zip(spec.names[given:], spec.defaults[given:]):  # noqa: B905
        item = get(field_name, MISSING)
        if item is not MISSING:
            named += 1
        elif factory is not None:
            item = factory()
        elif default is MISSING:
            raise TypeError(f"{name}() missing required argument: {field_name!r}")
        else:
            item = default
        values.append(item)
    if named != len(kwargs):
        taken = [p for p in kwargs if p in spec.names[:given]]
        if taken:
            raise TypeError(f"{name}() got multiple values for argument {taken[0]!r}")
        unknown = next(p for p in kwargs if p not in spec.names)
        raise TypeError(f"{name}() got an unexpected keyword argument {unknown!r}")
    return tuple(values)


def _repr(self: Any) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _spec_of(type(self)).shown)
    return f"{type(self).__qualname__}({shown})"


def _frozen_setattr(self: Any, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r} of {type(self).__name__}: it is frozen")


def _frozen_delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r} of {type(self).__name__}: it is frozen")


def _reduce(self: Any) -> tuple[Any, ...]:
    spec = _spec_of(type(self))
    return (_rebuild, (type(self), tuple(getattr(self, f.name) for f in spec.init)))


def _rebuild(cls: type[_V], args: tuple[Any, ...]) -> _V:
    return cls(*args)


def _own_fields(cls: type) -> list[Field]:
    own: list[Field] = []
    # The class's own annotations, not its bases' (inspect.get_annotations, without importing inspect).
    own_annotations: dict[str, Any] = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    for name, annotation in own_annotations.items():
        text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
        if text.startswith(("ClassVar", "typing.ClassVar")):
            continue
        given = cls.__dict__.get(name, MISSING)
        spec = given if isinstance(given, Field) else Field(default=given)
        spec.name = name
        if isinstance(spec.default, list | dict | set):
            raise ValueError(f"{cls.__name__}.{name}: a mutable default needs default_factory")
        own.append(spec)
    return own


@overload
def value_class(cls: _C, /) -> _C: ...
@overload
def value_class(*, frozen: bool = True) -> Callable[[_C], _C]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def value_class(cls: _C | None = None, /, *, frozen: bool = True) -> _C | Callable[[_C], _C]:
    """Make ``cls`` a value class (see the module); ``frozen=False`` lets its fields be assigned."""

    def make(cls: _C) -> _C:
        own = _own_fields(cls)
        body = {key: item for key, item in cls.__dict__.items() if key not in ("__dict__", "__weakref__")}
        for f in own:  # a default lives in the spec: a slot and a class attribute cannot share a name
            body.pop(f.name, None)
        inherited_slots = {slot for base in cls.__mro__[1:] for slot in getattr(base, "__slots__", ())}
        body["__slots__"] = tuple(f.name for f in own if f.name not in inherited_slots)
        made: _C = type(cls)(cls.__name__, cls.__bases__, body)  # with slots, as dataclasses does
        spec = _Spec(made, own, frozen)
        made.__value_spec__ = spec  # type: ignore[attr-defined]
        setattr(made, "__match_args__", tuple(f.name for f in spec.init))  # noqa: B010 - not a name mypy knows
        eq, hash_ = _compare_for(spec)
        methods: dict[str, Any] = {
            "__init__": _init_for(made, spec),
            "__repr__": _repr,
            "__eq__": eq,
            "__reduce__": _reduce,
        }
        if frozen:
            methods |= {"__setattr__": _frozen_setattr, "__delattr__": _frozen_delattr}
        for name, method in methods.items():
            if name not in body:
                setattr(made, name, method)
        # Python sets __hash__ to None in a class that defines __eq__ alone: that is no hash of its own.
        explicit_hash = "__hash__" in body and not (body["__hash__"] is None and "__eq__" in body)
        if not explicit_hash:
            made.__hash__ = hash_ if frozen else None  # type: ignore[assignment,method-assign]
        return made

    return make if cls is None else make(cls)


def _checked(obj: object) -> _Spec:
    if not _is_value(type(obj)):
        raise TypeError(f"{type(obj).__name__} is not a value class")
    return _spec_of(type(obj))


def fields(class_or_value: object) -> tuple[Field, ...]:
    """The fields of a value class (or of a value), in order."""
    cls = class_or_value if isinstance(class_or_value, type) else type(class_or_value)
    if not _is_value(cls):
        raise TypeError(f"{cls.__name__} is not a value class")
    return _spec_of(cls).all


def is_value(obj: object) -> bool:
    """``obj`` is a value class or a value."""
    return _is_value(obj if isinstance(obj, type) else type(obj))


def replace(obj: _V, /, **changes: Any) -> _V:
    """A copy of the value ``obj`` with ``changes`` to some of its fields."""
    spec = _checked(obj)
    for name in changes:
        f = spec.by_name.get(name)
        if f is None:
            raise TypeError(f"{type(obj).__name__} has no field {name!r}")
        if not f.init:
            raise ValueError(
                f"field {name!r} of {type(obj).__name__} is set by the class and cannot be replaced"
            )
    args = {f.name: changes.get(f.name, getattr(obj, f.name)) for f in spec.init}
    return type(obj)(**args)


def asdict(obj: object) -> dict[str, Any]:
    """The fields of the value ``obj`` by name (values inside it become dicts too, lists and
    tuples are copied), as :func:`dataclasses.asdict` gives them."""
    _checked(obj)
    return {f.name: _plain(getattr(obj, f.name)) for f in _spec_of(type(obj)).all}


def _plain(item: Any) -> Any:
    if is_value(item) and not isinstance(item, type):
        return asdict(item)
    if isinstance(item, tuple) and hasattr(item, "_fields"):  # a named tuple takes its fields one by one
        return type(item)(*(_plain(x) for x in item))
    if isinstance(item, list | tuple):
        return type(item)(_plain(x) for x in item)
    if isinstance(item, dict):
        return {_plain(k): _plain(v) for k, v in item.items()}
    return item
