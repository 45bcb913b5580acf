"""What the fake Bot API server keeps: recorded calls, armed faults, the update queue; and how
it reads a request body the way the Bot API does."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import MultipartReader

from tests.fakes.telegram_methods import Json, error
from tests.fakes.telegram_updates import update_type

# Parameters that are strings in the Bot API: aiogram sends them raw, never JSON-encoded.
STRING_FIELDS = frozenset({
    "text", "caption", "query", "secret_token", "url", "callback_query_id", "inline_query_id",
    "parse_mode", "next_offset", "language_code", "description", "short_description", "name",
    "ip_address", "action", "emoji", "inline_message_id", "business_connection_id",
    "message_effect_id", "switch_pm_text",
})


@dataclass
class Call:
    """One request the server received: what was asked and what it answered."""

    method: str
    params: Json
    started: float
    status: int | None = None
    response: Json | None = None
    fault: str | None = None
    via: str = "http"

    @property
    def ok(self) -> bool:
        return self.status == 200

    @property
    def result(self) -> Any:
        return (self.response or {}).get("result")


@dataclass
class Fault:
    """The next ``times`` calls of ``method`` (matching ``when``) misbehave."""

    method: str
    kind: Literal["error", "hang"]
    times: int
    status: int = 502
    retry_after: int | None = None
    seconds: float = 0.0
    then: Literal["respond", "drop"] = "respond"
    html_body: bool = False
    when: Callable[[Json], bool] | None = None
    used: int = 0


@dataclass
class UpdateQueue:
    """Pending updates; an update is dropped only when a later offset confirms it."""

    pending: list[Json] = field(default_factory=list)
    next_id: int = 1
    allowed: list[str] = field(default_factory=list)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    def put(self, payload: Json) -> int:
        update = {"update_id": self.next_id, **payload}
        self.next_id += 1
        self.pending.append(update)
        self.arrived.set()
        return update["update_id"]

    def confirm(self, offset: int) -> None:
        if offset < 0:
            self.pending = self.pending[offset:]
        elif offset:
            self.pending = [u for u in self.pending if u["update_id"] >= offset]

    def take(self, limit: int) -> list[Json]:
        visible = [u for u in self.pending if not self.allowed or update_type(u) in self.allowed]
        return visible[:limit]


def fault_answer(fault: Fault) -> tuple[int, Json]:
    if fault.status == 429:
        return error(429, f"Too Many Requests: retry after {fault.retry_after}",
                     retry_after=fault.retry_after)
    descriptions = {500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable"}
    return error(fault.status, descriptions.get(fault.status, "Server Error"))


def decode_fields(form: Any) -> Json:
    """Form fields as the Bot API reads them: non-string parameters arrive JSON-encoded."""
    decoded: Json = {}
    for key, value in form.items():
        if not isinstance(value, str):  # an uploaded file
            decoded[key] = value.filename
        elif key in STRING_FIELDS:
            decoded[key] = value
        else:
            try:
                decoded[key] = json.loads(value)
            except ValueError:
                decoded[key] = value
    return decoded


async def read_form(resp: Any) -> Json:
    reader = MultipartReader.from_response(resp)
    raw: Json = {}
    while (part := await reader.next()) is not None:
        raw[part.name] = await part.text()
    return decode_fields(raw)
