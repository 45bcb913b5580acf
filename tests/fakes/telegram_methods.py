"""What the fake Bot API does for each method (no HTTP here), with Telegram's own limits.

Every method returns ``(http_status, body)`` where body is the Bot API envelope
``{"ok": true, "result": ...}`` or ``{"ok": false, "error_code": ..., "description": ...}``.
``getUpdates`` lives in the server, because it waits.
"""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.fakes.telegram_updates import utf16_len

Json = dict[str, Any]
Answer = tuple[int, Json]

MAX_TEXT = 4096
MAX_CALLBACK_DATA = 64
MAX_INLINE_RESULTS = 50
MAX_CALLBACK_ANSWER = 200
ALLOWED_TAGS = frozenset({
    "b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span", "tg-spoiler", "a",
    "code", "pre", "blockquote", "tg-emoji",
})
_TOKEN = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]*)([^<>]*)>|&(#\d+|#x[0-9A-Fa-f]+|\w+);|[<&]")


def ok(result: Any) -> Answer:
    return 200, {"ok": True, "result": result}


def error(status: int, description: str, **parameters: Any) -> Answer:
    body: Json = {"ok": False, "error_code": status, "description": description}
    if parameters:
        body["parameters"] = parameters
    return status, body


def bad_request(reason: str) -> Answer:
    return error(400, f"Bad Request: {reason}")


def html_problem(text: str) -> str | None:
    """Why Telegram would refuse ``text`` with ``parse_mode=HTML``, or None if it parses.

    >>> html_problem("<b>27B1</b> &lt;ok&gt;") is None
    True
    >>> html_problem("1 < 2")
    "unsupported start tag or stray '<' at byte offset 2"
    >>> html_problem("<b><i>x</b></i>")
    "can't find end tag corresponding to start tag i"
    """
    stack: list[str] = []
    for match in _TOKEN.finditer(text):
        closing, tag, _attrs, entity = match.groups()
        if tag is not None:
            tag = tag.lower()
            if tag not in ALLOWED_TAGS:
                return f"unsupported start tag \"{tag}\" at byte offset {match.start()}"
            if not closing:
                stack.append(tag)
            elif not stack or stack[-1] != tag:
                opened = stack[-1] if stack else tag
                return f"can't find end tag corresponding to start tag {opened}"
            else:
                stack.pop()
        elif entity is not None:
            if not entity.startswith("#") and entity not in {"lt", "gt", "amp", "quot"}:
                return f"unsupported HTML entity &{entity}; at byte offset {match.start()}"
        else:
            stray = match.group()
            return f"unsupported start tag or stray '{stray}' at byte offset {match.start()}"
    if stack:
        return f"can't find end tag corresponding to start tag {stack[-1]}"
    return None


def plain_text(text: str, parse_mode: str | None) -> str:
    """The text a user sees: tags removed and entities decoded for HTML."""
    if (parse_mode or "").lower() != "html":
        return text
    return html.unescape(re.sub(r"<[^<>]*>", "", text))


def keyboard_problem(markup: Any) -> str | None:
    """Why an inline keyboard would be refused (callback_data over 64 bytes, empty button)."""
    if not isinstance(markup, dict):
        return None
    for row in markup.get("inline_keyboard", []):
        for button in row:
            if not button.get("text"):
                return "BUTTON_TEXT_EMPTY"
            data = button.get("callback_data")
            if data is not None and not 1 <= len(data.encode()) <= MAX_CALLBACK_DATA:
                return "BUTTON_DATA_INVALID"
    return None


@dataclass
class BotState:
    """Everything the fake Telegram remembers about the bot and its chats."""

    token: str
    username: str = "bridge_laws_test_bot"
    chats: dict[int, Json] = field(default_factory=dict)
    messages: dict[tuple[int, int], Json] = field(default_factory=dict)
    message_ids: dict[int, int] = field(default_factory=dict)
    webhook: Json = field(default_factory=dict)
    commands: dict[str, list[Json]] = field(default_factory=dict)

    @property
    def user(self) -> Json:
        bot_id = int(self.token.split(":", 1)[0])
        return {
            "id": bot_id,
            "is_bot": True,
            "first_name": "Законы бриджа",
            "username": self.username,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": True,
        }

    def next_message_id(self, chat_id: int) -> int:
        self.message_ids[chat_id] = self.message_ids.get(chat_id, 0) + 1
        return self.message_ids[chat_id]

    def remember(self, update: Json) -> None:
        """Learn the chats and messages an update mentions, as Telegram knows them."""
        for kind in ("message", "edited_message", "callback_query"):
            obj = update.get(kind)
            if obj is None:
                continue
            message = obj.get("message") if kind == "callback_query" else obj
            if message:
                chat = message["chat"]
                self.chats[chat["id"]] = chat
                self.messages.setdefault((chat["id"], message["message_id"]), message)

    def chat(self, chat_id: Any) -> Json | None:
        try:
            return self.chats.get(int(chat_id))
        except (TypeError, ValueError):
            return None


def _send_message(state: BotState, params: Json) -> Answer:
    chat = state.chat(params.get("chat_id"))
    if chat is None:
        return bad_request("chat not found")
    problem = _text_problem(params)
    if problem:
        return bad_request(problem)
    message: Json = {
        "message_id": state.next_message_id(chat["id"]),
        "date": int(time.time()),
        "chat": chat,
        "from": state.user,
        "text": plain_text(params["text"], params.get("parse_mode")),
    }
    markup = params.get("reply_markup")
    if isinstance(markup, dict) and "inline_keyboard" in markup:
        message["reply_markup"] = markup
    reply = params.get("reply_parameters") or {}
    reply_id = reply.get("message_id", params.get("reply_to_message_id"))
    if reply_id is not None:
        original = state.messages.get((chat["id"], int(reply_id)))
        if original is not None:
            message["reply_to_message"] = original
        elif not (reply.get("allow_sending_without_reply")
                  or params.get("allow_sending_without_reply")):
            return bad_request("message to be replied not found")
    state.messages[(chat["id"], message["message_id"])] = message
    return ok(message)


def _text_problem(params: Json) -> str | None:
    text = params.get("text")
    if not isinstance(text, str) or not text.strip():
        return "message text is empty"
    if (params.get("parse_mode") or "").lower() == "html":
        problem = html_problem(text)
        if problem:
            return f"can't parse entities: {problem}"
    if utf16_len(plain_text(text, params.get("parse_mode"))) > MAX_TEXT:  # as Telegram counts
        return "message is too long"
    return keyboard_problem(params.get("reply_markup"))


def _edit(state: BotState, params: Json, *, text: bool) -> Answer:
    problem = _text_problem(params) if text else keyboard_problem(params.get("reply_markup"))
    if problem:
        return bad_request(problem)
    if params.get("inline_message_id"):
        return ok(True)
    key = (int(params.get("chat_id", 0)), int(params.get("message_id", 0)))
    message = state.messages.get(key)
    if message is None or message["from"].get("id") != state.user["id"]:
        return bad_request("message to edit not found" if message is None else
                           "message can't be edited")
    edited = dict(message)
    if text:
        edited["text"] = plain_text(params["text"], params.get("parse_mode"))
    markup = params.get("reply_markup")
    edited.pop("reply_markup", None)
    if isinstance(markup, dict) and markup.get("inline_keyboard"):
        edited["reply_markup"] = markup
    if edited == message:
        return bad_request(
            "message is not modified: specified new message content and reply markup are "
            "exactly the same as a current content and reply markup of the message"
        )
    edited["edit_date"] = int(time.time())
    state.messages[key] = edited
    return ok(edited)


def _answer_inline(state: BotState, params: Json) -> Answer:
    results = params.get("results")
    if not isinstance(results, list):
        return bad_request("field \"results\" must be an Array")
    if len(results) > MAX_INLINE_RESULTS:
        return bad_request("RESULTS_TOO_MUCH")
    ids = [result.get("id") for result in results]
    if len(set(ids)) != len(ids):
        return bad_request("RESULT_ID_DUPLICATE")
    for result in results:
        problem = keyboard_problem(result.get("reply_markup"))
        content = result.get("input_message_content") or {}
        if not problem and "message_text" in content:
            problem = _text_problem({**content, "text": content["message_text"]})
        if problem:
            return bad_request(problem)
    return ok(True)


def _answer_callback(state: BotState, params: Json) -> Answer:
    if len(params.get("text") or "") > MAX_CALLBACK_ANSWER:
        return bad_request("MESSAGE_TOO_LONG")
    return ok(True)


def _set_webhook(state: BotState, params: Json) -> Answer:
    if not params.get("url"):
        return bad_request("bad webhook: an HTTPS URL must be provided for webhook")
    state.webhook = params
    return ok(True)


def _delete_webhook(state: BotState, params: Json) -> Answer:
    state.webhook = {}
    return ok(True)


def _set_commands(state: BotState, params: Json) -> Answer:
    commands = params.get("commands")
    if not isinstance(commands, list) or not all(
        re.fullmatch(r"[a-z0-9_]{1,32}", c.get("command", "")) for c in commands
    ):
        return bad_request("BOT_COMMAND_INVALID")
    scope = params.get("scope") or {"type": "default"}
    state.commands[f"{scope.get('type')}:{params.get('language_code', '')}"] = commands
    return ok(True)


def _delete_commands(state: BotState, params: Json) -> Answer:
    scope = params.get("scope") or {"type": "default"}
    state.commands.pop(f"{scope.get('type')}:{params.get('language_code', '')}", None)
    return ok(True)


def _webhook_info(state: BotState, params: Json) -> Answer:
    return ok({"url": state.webhook.get("url", ""), "has_custom_certificate": False,
               "pending_update_count": 0})


def _always_true(state: BotState, params: Json) -> Answer:
    return ok(True)


METHODS: dict[str, Callable[[BotState, Json], Answer]] = {
    "getme": lambda state, params: ok(state.user),
    "sendmessage": _send_message,
    "editmessagetext": lambda state, params: _edit(state, params, text=True),
    "editmessagereplymarkup": lambda state, params: _edit(state, params, text=False),
    "answercallbackquery": _answer_callback,
    "answerinlinequery": _answer_inline,
    "setwebhook": _set_webhook,
    "deletewebhook": _delete_webhook,
    "getwebhookinfo": _webhook_info,
    "setmycommands": _set_commands,
    "deletemycommands": _delete_commands,
    "sendchataction": _always_true,
    "deletemessage": _always_true,
    "setmydescription": _always_true,
    "setmyshortdescription": _always_true,
    "close": _always_true,
    "logout": _always_true,
}
