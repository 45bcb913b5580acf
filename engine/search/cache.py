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

from engine.lexicon import PREBUILT_DIR

FORMAT = 1
# the search as the package ships it, built by ``python -m engine.search.prebuild``: read when
# the user's cache lacks a key, then copied into it (the first answer need not build anything)
PREBUILT = PREBUILT_DIR


def default_cache_dir() -> Path | None:
    """``$BRIDGE_LAWS_CACHE`` (empty turns the cache off), else ``$XDG_CACHE_HOME``/~/.cache."""
    explicit = os.environ.get("BRIDGE_LAWS_CACHE")
    if explicit is not None:
        return Path(explicit) if explicit else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bridge-laws"


def fingerprint(parts: Iterable[str | bytes]) -> str:
    """The key of what these parts build; a part in bytes is taken as text in UTF-8."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part if isinstance(part, bytes) else part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:32]


def load(
    directory: Path | None, key: str, shipped: Path | None = None
) -> dict[str, object] | None:
    """The saved search of this key: from ``directory``, else from ``shipped`` (then copied
    into ``directory``). No cache directory means no cache at all, shipped or not."""
    if directory is None:
        return None
    data = _read(directory / f"search-{key}.bin", key)
    if data is None and shipped is not None:
        found = shipped / f"search-{key}.bin"
        data = _read(found, key)
        if data is not None:
            _copy(found, directory)
    return data


def _read(path: Path, key: str) -> dict[str, object] | None:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("key") != key:
        return None
    return data


def _copy(found: Path, directory: Path) -> None:
    """Best effort: a cache that cannot be written is only slower."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=".search-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(found.read_bytes())
        os.replace(temporary, directory / found.name)
    except OSError:
        return


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
