from discord_webhook import DiscordEmbed, DiscordWebhook


def announce(release, hook_url):
    # Building the message is local; only execute() posts it, and
    # discord-webhook retries nothing but a 429 (and that only when asked).
    webhook = DiscordWebhook(url=hook_url, rate_limit_retry=True)
    embed = DiscordEmbed(title=release["name"], description=release["notes"])
    embed.set_color("03b2f8")
    webhook.add_embed(embed)
    response = webhook.execute()  # expect: missing-retry
    return response.status_code


def post_text(hook: DiscordWebhook, text):
    hook.set_content(text)
    return hook.execute()  # expect: missing-retry
