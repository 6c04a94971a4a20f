"""Fixtures of the session tests."""

from __future__ import annotations

import pytest

from tests.session.support import SeedFor, seed_for


@pytest.fixture
def seed() -> SeedFor:
    """A seed where the seats draw the roles a test asks for (see :func:`seed_for`)."""
    return seed_for
