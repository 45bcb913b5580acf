"""A fake Telegram Bot API server (aiohttp, 127.0.0.1, a free port) for end-to-end tests.

It routes ``/bot<token>/<method>`` (JSON, urlencoded or multipart bodies, as aiogram sends them),
serves ``getUpdates`` from a queue with Telegram's offset/timeout semantics, records every call,
and injects faults: the next N calls of a method answer 429/5xx or hang.

    async with FakeTelegramServer() as server:
        api = TelegramAPIServer.from_base(server.url)
        bot = Bot(server.token, session=AiohttpSession(api=api))
        server.feed(server.build.private_message("недостаточная заявка"))
        call = await server.wait_for("sendMessage", timeout=5)
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import Literal, Self

from aiohttp import ClientSession, ClientTimeout, web

from tests.fakes.telegram_methods import METHODS, BotState, Json, error, ok
from tests.fakes.telegram_records import (
    Call,
    Fault,
    UpdateQueue,
    decode_fields,
    fault_answer,
    read_form,
)
from tests.fakes.telegram_updates import UpdateBuilder

DEFAULT_TOKEN = "123:FAKE"
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
class FakeTelegramServer:
    def __init__(self, token: str = DEFAULT_TOKEN, *, username: str = "bridge_laws_test_bot"):
        self.token = token
        self.state = BotState(token=token, username=username)
        self.build = UpdateBuilder(self.state.next_message_id)
        self.calls: list[Call] = []
        self.faults: list[Fault] = []
        self.unauthorized: list[str] = []
        self._queue: UpdateQueue | None = None
        self._changed: asyncio.Condition | None = None
        self._closing: asyncio.Event | None = None
        self._runner: web.AppRunner | None = None
        self.port = 0

    # lifecycle -----------------------------------------------------------------------------
    async def start(self) -> None:
        self._queue = UpdateQueue()
        self._changed = asyncio.Condition()
        self._closing = asyncio.Event()
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def stop(self) -> None:
        if self._closing is not None:
            self._closing.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def url(self) -> str:
        """Base URL for ``TelegramAPIServer.from_base`` / ``BOT_API_URL``."""
        return f"http://127.0.0.1:{self.port}"

    # updates -------------------------------------------------------------------------------
    @property
    def queue(self) -> UpdateQueue:
        assert self._queue is not None, "start the server first"
        return self._queue

    def feed(self, payload: Json) -> int:
        """Queue an update (a builder's payload); returns its update_id."""
        self.state.remember(payload)
        return self.queue.put(payload)

    def make_update(self, payload: Json) -> Json:
        """An update with its id, known to the server but not queued (for feed_update/webhooks)."""
        self.state.remember(payload)
        update = {"update_id": self.queue.next_id, **payload}
        self.queue.next_id += 1
        return update

    @property
    def pending_updates(self) -> list[Json]:
        return list(self.queue.pending)

    async def deliver_webhook(
        self, payload: Json, *, secret: str | None = None, url: str | None = None
    ) -> int:
        """POST an update to the webhook the bot registered, as Telegram would; returns status.

        ``secret`` overrides the header (``""`` sends none); ``url`` picks one replica of
        several (the secret stays the registered one). A method returned in the webhook
        response body is executed and recorded with ``via="webhook-reply"``.
        """
        hook = self.state.webhook
        assert hook.get("url"), "the bot has not called setWebhook"
        update = self.make_update(payload)
        secret = hook.get("secret_token", "") if secret is None else secret
        headers = {SECRET_HEADER: secret} if secret else {}
        timeout = ClientTimeout(total=10)
        async with ClientSession(timeout=timeout) as session, session.post(
            url or hook["url"], json=update, headers=headers
        ) as resp:
            if resp.status == 200 and resp.content_type == "multipart/form-data":
                form = await read_form(resp)
                method = str(form.pop("method", ""))
                await self._answer(method, form, via="webhook-reply")
            return resp.status

    # faults --------------------------------------------------------------------------------
    def fail(
        self,
        method: str,
        status: int = 502,
        *,
        times: int = 1,
        retry_after: int | None = None,
        html_body: bool = False,
        when: Callable[[Json], bool] | None = None,
    ) -> Fault:
        """The next ``times`` calls of ``method`` answer ``status`` (429 carries retry_after)."""
        if status == 429 and retry_after is None:
            retry_after = 1
        fault = Fault(method, "error", times, status=status, retry_after=retry_after,
                      html_body=html_body, when=when)
        self.faults.append(fault)
        return fault

    def hang(
        self,
        method: str,
        seconds: float,
        *,
        times: int = 1,
        then: Literal["respond", "drop"] = "respond",
        when: Callable[[Json], bool] | None = None,
    ) -> Fault:
        """The next ``times`` calls hang ``seconds``, then answer normally or drop the socket."""
        fault = Fault(method, "hang", times, seconds=seconds, then=then, when=when)
        self.faults.append(fault)
        return fault

    def _take_fault(self, method: str, params: Json) -> Fault | None:
        for fault in self.faults:
            if (fault.method.lower() == method.lower() and fault.used < fault.times
                    and (fault.when is None or fault.when(params))):
                fault.used += 1
                return fault
        return None

    # assertions ----------------------------------------------------------------------------
    def calls_of(self, method: str, *, delivered: bool = True) -> list[Call]:
        """Recorded calls of ``method``; by default only those answered 200."""
        return [c for c in self.calls
                if c.method.lower() == method.lower() and (c.ok or not delivered)]

    async def wait_for(
        self,
        method: str,
        predicate: Callable[[Call], bool] | None = None,
        *,
        timeout: float = 5.0,
        delivered: bool = True,
        after: int = 0,
    ) -> Call:
        """The first call of ``method`` (index >= ``after``) matching ``predicate``.

        Raises ``TimeoutError`` listing what was received instead.
        """
        assert self._changed is not None, "start the server first"

        def find() -> Call | None:
            for call in self.calls[after:]:
                if (call.method.lower() == method.lower() and (call.ok or not delivered)
                        and (predicate is None or predicate(call))):
                    return call
            return None

        try:
            async with self._changed:
                await asyncio.wait_for(self._changed.wait_for(find), timeout)
        except TimeoutError:
            seen = [(c.method, c.status, c.fault) for c in self.calls[after:]]
            msg = f"no {method} matching the predicate within {timeout}s; calls: {seen}"
            raise TimeoutError(msg) from None
        found = find()
        assert found is not None
        return found

    async def _notify(self) -> None:
        assert self._changed is not None
        async with self._changed:
            self._changed.notify_all()

    # HTTP ----------------------------------------------------------------------------------
    async def _handle(self, request: web.Request) -> web.StreamResponse:
        method = request.match_info["method"]
        if request.match_info["token"] != self.token:
            self.unauthorized.append(method)
            return _json(*error(401, "Unauthorized"))
        params = dict(request.query)
        if request.content_type == "application/json" and request.can_read_body:
            params.update(await request.json())
        elif request.can_read_body:
            params.update(decode_fields(await request.post()))
        fault = self._take_fault(method, params)
        if fault is not None and fault.kind == "error":
            call = Call(method, params, time.monotonic(), fault=f"{fault.status}")
            return await self._finish(call, fault_answer(fault), html_body=fault.html_body)
        if fault is not None:
            call = Call(method, params, time.monotonic(), fault=f"hang {fault.seconds}s")
            self.calls.append(call)
            await self._notify()
            await self._sleep(fault.seconds)
            if fault.then == "drop":
                call.status = 0
                await self._notify()
                if request.transport is not None:
                    request.transport.close()
                raise asyncio.CancelledError  # aiohttp closes the connection without a reply
            self.calls.remove(call)
        status, body = await self._answer(method, params)
        return _json(status, body)

    async def _answer(self, method: str, params: Json, *, via: str = "http") -> tuple[int, Json]:
        call = Call(method, params, time.monotonic(), via=via)
        self.calls.append(call)  # visible (status None) while in flight, e.g. a long poll
        await self._notify()
        drops = method.lower() in {"deletewebhook", "setwebhook"}
        if drops and params.get("drop_pending_updates"):
            self.queue.pending.clear()
        if method.lower() == "getupdates":
            status, body = await self._get_updates(params)
        elif method.lower() in METHODS:
            status, body = METHODS[method.lower()](self.state, params)
        else:
            status, body = error(404, "Not Found")
        await self._finish(call, (status, body))
        return status, body

    async def _finish(
        self, call: Call, answer: tuple[int, Json], *, html_body: bool = False
    ) -> web.Response:
        call.status, call.response = answer
        if call not in self.calls:
            self.calls.append(call)
        await self._notify()
        if html_body:
            reason = (call.response or {}).get("description", "Error")
            page = f"<html><body><h1>{call.status} {reason}</h1></body></html>"
            return web.Response(status=call.status, text=page, content_type="text/html")
        return _json(*answer)

    async def _get_updates(self, params: Json) -> tuple[int, Json]:
        if self.state.webhook.get("url"):
            return error(409, "Conflict: can't use getUpdates method while webhook is active; "
                              "use deleteWebhook to delete the webhook first")
        queue = self.queue
        queue.confirm(int(params.get("offset") or 0))
        if "allowed_updates" in params:  # kept until changed; [] means every type
            queue.allowed = list(params["allowed_updates"] or [])
        limit = min(max(int(params.get("limit") or 100), 1), 100)
        deadline = time.monotonic() + float(params.get("timeout") or 0)
        while not queue.take(limit) and time.monotonic() < deadline:
            queue.arrived.clear()
            await self._sleep(deadline - time.monotonic(), queue.arrived)
            assert self._closing is not None
            if self._closing.is_set():
                break
        return ok(queue.take(limit))

    async def _sleep(self, seconds: float, event: asyncio.Event | None = None) -> None:
        """Sleep, waking early on ``event`` or on server shutdown."""
        assert self._closing is not None
        waiters = [asyncio.ensure_future(self._closing.wait())]
        if event is not None:
            waiters.append(asyncio.ensure_future(event.wait()))
        try:
            await asyncio.wait(waiters, timeout=max(seconds, 0),
                               return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in waiters:
                waiter.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await waiter


def _json(status: int, body: Json) -> web.Response:
    return web.json_response(body, status=status)
