"""engine.play and engine.conduct load their names on first use: every exported name resolves,
from the module the package says, and an unknown name is an AttributeError as usual."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.parametrize("package", ["engine.play", "engine.conduct"])
def test_every_exported_name_resolves_from_its_module(package: str) -> None:
    module = importlib.import_module(package)
    homes = module._HOMES
    assert sorted(homes) == sorted(module.__all__)
    for name, home in homes.items():
        value = getattr(module, name)
        assert value is getattr(importlib.import_module(f"{package}.{home}"), name)
    with pytest.raises(AttributeError):
        module.no_such_name  # noqa: B018
