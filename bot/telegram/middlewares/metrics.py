"""What the bot did, for Prometheus: updates by kind, their latency, errors, throttled updates.

``Metrics`` keeps the counters in memory (one process; each replica reports its own) and
renders them in Prometheus's text exposition format for ``GET /metrics`` of the webhook
server (``serve.py``). Three middlewares feed it (``install`` registers them, and keeps the
``Metrics`` in the Dispatcher's data as ``metrics``):

* ``metrics.updates`` — an outer middleware of the update, inside aiogram's error handling:
  every update counts by kind (``message``, ``callback_query``, ``inline_query``, …), its
  processing time goes into a histogram, an exception raised by a handler counts as an error
  (and goes on to the error handler);
* ``metrics.before_throttle`` and ``metrics.after_throttle`` — inner middlewares of messages
  and buttons around the throttle: an update that entered it and never came out was dropped
  (a flood), one that came out late was delayed.

>>> metrics = Metrics()
>>> metrics.count_update("message", 0.2)
>>> metrics.count_update("message", 3.0, error=True)
>>> metrics.count_throttled("dropped")
>>> text = metrics.render()
>>> 'bridge_laws_updates_total{kind="message"} 2' in text
True
>>> 'bridge_laws_update_errors_total{kind="message"} 1' in text
True
>>> 'bridge_laws_update_seconds_bucket{kind="message",le="0.25"} 1' in text
True
>>> 'bridge_laws_throttled_total{outcome="dropped"} 1' in text
True
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiogram import BaseMiddleware, Dispatcher
from aiogram.types import TelegramObject, Update

# seconds: a lookup answers in milliseconds, a story in a few tenths, a throttled one later
BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
DELAYED = 0.05  # an update held this long by the throttle was delayed
_MARK = "metrics_throttle_mark"  # the key in the handler data the two throttle probes share


@dataclass
class Histogram:
    """Counts per upper bound (cumulative when rendered), their sum and their number."""

    counts: list[int] = field(default_factory=lambda: [0] * len(BUCKETS))
    total: float = 0.0
    number: int = 0

    def observe(self, value: float) -> None:
        for place, bound in enumerate(BUCKETS):
            if value <= bound:
                self.counts[place] += 1
                break
        self.total += value
        self.number += 1


@dataclass
class Metrics:
    """The counters of one bot process, and their text for Prometheus."""

    updates: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    throttled: Counter[str] = field(default_factory=Counter)
    latency: dict[str, Histogram] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.updates_middleware = UpdateMetrics(self)
        self.before_throttle = ThrottleProbe(self, entering=True)
        self.after_throttle = ThrottleProbe(self, entering=False)

    def count_update(self, kind: str, seconds: float, *, error: bool = False) -> None:
        self.updates[kind] += 1
        if error:
            self.errors[kind] += 1
        histogram = self.latency.get(kind)
        if histogram is None:
            histogram = self.latency[kind] = Histogram()
        histogram.observe(seconds)

    def count_throttled(self, outcome: str) -> None:
        self.throttled[outcome] += 1

    def render(self) -> str:
        """The Prometheus text exposition format (version 0.0.4)."""
        lines = [
            "# HELP bridge_laws_updates_total Updates handled, by kind.",
            "# TYPE bridge_laws_updates_total counter",
            *_samples("bridge_laws_updates_total", "kind", self.updates),
            "# HELP bridge_laws_update_errors_total Updates whose handler raised an error.",
            "# TYPE bridge_laws_update_errors_total counter",
            *_samples("bridge_laws_update_errors_total", "kind", self.errors),
            "# HELP bridge_laws_throttled_total Updates the per-user throttle delayed or dropped.",
            "# TYPE bridge_laws_throttled_total counter",
            *_samples("bridge_laws_throttled_total", "outcome",
                      {"delayed": 0, "dropped": 0} | dict(self.throttled)),
            "# HELP bridge_laws_update_seconds Time to handle an update (throttle wait included).",
            "# TYPE bridge_laws_update_seconds histogram",
        ]
        name = "bridge_laws_update_seconds"
        for kind in sorted(self.latency):
            histogram = self.latency[kind]
            running = 0
            for bound, count in zip(BUCKETS, histogram.counts, strict=True):
                running += count
                lines.append(f'{name}_bucket{{kind="{kind}",le="{bound:g}"}} {running}')
            lines.append(f'{name}_bucket{{kind="{kind}",le="+Inf"}} {histogram.number}')
            lines.append(f'{name}_sum{{kind="{kind}"}} {histogram.total:.6f}')
            lines.append(f'{name}_count{{kind="{kind}"}} {histogram.number}')
        return "\n".join(lines) + "\n"


def _samples(name: str, label: str, values: dict[str, int]) -> list[str]:
    return [f'{name}{{{label}="{key}"}} {values[key]}' for key in sorted(values)]


Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


class UpdateMetrics(BaseMiddleware):
    """Outer middleware of the update: kind, processing time, and whether a handler raised."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        kind = event.event_type if isinstance(event, Update) else type(event).__name__
        start = time.perf_counter()
        failed = False
        try:
            return await handler(event, data)
        except Exception:  # counted, and on to aiogram's error handler (not a cancellation)
            failed = True
            raise
        finally:
            self.metrics.count_update(kind, time.perf_counter() - start, error=failed)


class ThrottleProbe(BaseMiddleware):
    """One of the two probes around the throttle (see the module's description)."""

    def __init__(self, metrics: Metrics, *, entering: bool) -> None:
        self.metrics = metrics
        self.entering = entering

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not self.entering:
            mark = data.get(_MARK)
            if mark is not None:
                mark["out"] = time.perf_counter()
            return await handler(event, data)
        mark = data[_MARK] = {"in": time.perf_counter()}
        try:
            return await handler(event, data)
        finally:
            if "out" not in mark:
                self.metrics.count_throttled("dropped")
            elif mark["out"] - mark["in"] >= DELAYED:
                self.metrics.count_throttled("delayed")


def install(dp: Dispatcher, throttle: BaseMiddleware) -> Metrics:
    """Count ``dp``'s updates; ``throttle`` (an inner middleware of messages and buttons
    already registered) gets the two probes right before and right after it."""
    metrics = Metrics()
    dp["metrics"] = metrics
    dp.update.outer_middleware(metrics.updates_middleware)
    for observer in (dp.message, dp.callback_query):
        manager = observer.middleware
        present = list(manager)
        for middleware in present:
            manager.unregister(middleware)
        for middleware in present:
            if middleware is throttle:
                manager.register(metrics.before_throttle)
            manager.register(middleware)
            if middleware is throttle:
                manager.register(metrics.after_throttle)
    return metrics
