# A client module imported inside the function.
def fetch_rates():
    import httpx
    try:
        return httpx.get("https://rates.example.com/latest", timeout=5).json()
    except Exception as e:  # expect: silent-rescue
        print(str(e))
        return None
