"""The built index saved to the user's cache directory, keyed by what it was built from.

The one piece of file I/O in the search: start-up is measured against a process that
only loads pymorphy3's dictionary, and lemmatising the whole text takes longer than that.
Any problem (unwritable directory, corrupt file) falls back to building in memory.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

FORMAT = 1


def default_cache_dir() -> Path | None:
    """``$BRIDGE_LAWS_CACHE`` (empty turns the cache off), else ``$XDG_CACHE_HOME``/~/.cache."""
    explicit = os.environ.get("BRIDGE_LAWS_CACHE")
    if explicit is not None:
        return Path(explicit) if explicit else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bridge-laws"


def fingerprint(parts: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:32]


def load(directory: Path | None, key: str) -> dict[str, object] | None:
    if directory is None:
        return None
    try:
        data = marshal.loads((directory / f"search-{key}.bin").read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("key") != key:
        return None
    return data


def save(directory: Path | None, key: str, payload: dict[str, object]) -> bool:
    """Write atomically; False (and nothing written) when the directory is not usable."""
    if directory is None:
        return False
    data = marshal.dumps({**payload, "format": FORMAT, "key": key})
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=".search-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, directory / f"search-{key}.bin")
    except OSError:
        return False
    return True
