"""One router per feature; each module has ``build_router() -> Router``."""
