"""Value classes (gin3.values) behave as frozen, slotted dataclasses do."""

from __future__ import annotations

import copy
import pickle
from typing import NamedTuple

import pytest

from gin3.values import FrozenInstanceError, asdict, field, fields, is_value, replace, value_class


@value_class
class Point:
    x: int
    y: int = 0


@value_class
class Tagged:
    """Derived fields set after ``__init__``, and one left out of comparison."""

    name: str
    length: int = field(init=False, repr=False)
    note: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "length", len(self.name))


class Pair(NamedTuple):
    first: object
    second: int


@value_class
class Holder:
    point: Point
    points: list[Point]
    pair: Pair


@value_class
class Named:
    text: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Named.parse({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Named) and self.text.casefold() == other.text.casefold()

    def __hash__(self) -> int:
        return hash(self.text.casefold())


@value_class
class Point3(Point):
    z: int = 0


@value_class
class Empty:
    pass


@value_class(frozen=False)
class Tally:
    count: int = 0
    seen: list[str] = field(default_factory=list)


def test_a_value_is_made_by_position_or_by_name_with_its_defaults() -> None:
    assert Point(1, 2) == Point(x=1, y=2) == Point(1, y=2)
    assert Point(5).y == 0
    assert repr(Point(1, 2)) == "Point(x=1, y=2)"


def test_equal_values_have_one_hash_and_other_classes_are_never_equal() -> None:
    assert {Point(1, 2), Point(1, 2), Point(2, 1)} == {Point(1, 2), Point(2, 1)}
    assert Point(1, 2) != Point(1, 3)
    assert Point3(1, 2, 0) != Point(1, 2)  # another class, even with the same fields
    as_tuple: object = (1, 2)
    assert Point(1, 2) != as_tuple  # not a tuple
    assert Empty() == Empty() and hash(Empty()) == hash(Empty())


def test_a_frozen_value_refuses_assignment_and_has_no_dict() -> None:
    point = Point(1, 2)
    with pytest.raises(FrozenInstanceError, match="'x'"):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del point.y
    with pytest.raises(AttributeError):
        point.z = 1  # type: ignore[attr-defined]
    assert not hasattr(point, "__dict__")
    assert point == Point(1, 2)


def test_wrong_arguments_raise_type_errors_that_name_them() -> None:
    with pytest.raises(TypeError, match="missing required argument: 'x'"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 2 positional arguments but 3"):
        Point(1, 2, 3)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'w'"):
        Point(1, w=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="multiple values for argument 'x'"):
        Point(1, x=2)  # type: ignore[misc]
    with pytest.raises(TypeError, match="takes 2 positional arguments but 3"):
        Tagged("ab", "note", 2)  # type: ignore[call-arg]  # length is set by the class


def test_post_init_sets_derived_fields_and_compare_false_fields_do_not_count() -> None:
    tagged = Tagged("ace")
    assert tagged.length == 3
    assert repr(tagged) == "Tagged(name='ace', note='')"
    assert Tagged("ace", note="kept") == tagged and hash(Tagged("ace", note="kept")) == hash(tagged)
    assert Tagged("ace") != Tagged("two")


def test_the_class_own_methods_are_kept() -> None:
    assert Named("Ana") == Named("ANA") and hash(Named("Ana")) == hash(Named("ana"))
    assert repr(Named("Ana")) == "Named.parse('Ana')" and str(Named("Ana")) == "Ana"


def test_a_subclass_adds_fields_after_its_bases() -> None:
    point = Point3(1, 2, 3)
    assert [f.name for f in fields(point)] == ["x", "y", "z"]
    assert repr(point) == "Point3(x=1, y=2, z=3)"
    assert Point3(1) == Point3(1, 0, 0)


def test_pickles_and_copies_make_the_value_again_through_init() -> None:
    for item in (Point(1, 2), Tagged("queen", note="n"), Point3(4, 5, 6), Empty()):
        assert pickle.loads(pickle.dumps(item)) == item
        assert copy.copy(item) == item and copy.deepcopy(item) == item
    again = pickle.loads(pickle.dumps(Tagged("queen")))
    assert again.length == 5  # __post_init__ ran


def test_values_match_case_patterns_by_position() -> None:
    match Point(3, 4):
        case Point(3, y):
            found = y
        case _:
            found = -1
    assert found == 4


def test_replace_fields_asdict_and_is_value() -> None:
    assert replace(Point(1, 2), y=5) == Point(1, 5)
    assert replace(Tagged("ace"), name="deuce").length == 5
    with pytest.raises(ValueError, match="length"):
        replace(Tagged("ace"), length=1)
    with pytest.raises(TypeError, match="no field 'w'"):
        replace(Point(1), w=2)
    assert [f.name for f in fields(Tagged)] == ["name", "length", "note"]
    assert asdict(Point3(1, 2, 3)) == {"x": 1, "y": 2, "z": 3}
    nested = asdict(Holder(Point(1, 2), [Point(3)], Pair(Point(4), 5)))
    assert nested == {
        "point": {"x": 1, "y": 2},
        "points": [{"x": 3, "y": 0}],
        "pair": Pair({"x": 4, "y": 0}, 5),
    }
    assert is_value(Point) and is_value(Point(1)) and not is_value((1, 2))
    with pytest.raises(TypeError, match="not a value class"):
        fields(object())


def test_a_mutable_value_takes_assignment_and_is_not_hashable() -> None:
    first, second = Tally(), Tally()
    first.count += 1
    first.seen.append("x")
    assert first == Tally(1, ["x"]) and second.seen == []  # each its own list
    with pytest.raises(TypeError):
        hash(first)


def test_a_class_that_is_wrongly_declared_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match="has no default but follows one that has"):

        @value_class
        class Backwards:
            a: int = 0
            b: int  # type: ignore[misc]

    with pytest.raises(ValueError, match="default_factory"):

        @value_class(frozen=False)
        class Shared:
            items: list[int] = []  # noqa: RUF012  # type: ignore[misc]
