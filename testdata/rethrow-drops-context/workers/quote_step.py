from .quote_store import store_quote


def handler(event, context):
    try:
        store_quote(event["id"], event["quote"])
        return {"saved": True}
    except Exception as e:
        return {"error": str(e)}
