import argparse

from feed_bot.sources import fetch_calls


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config")
    parser.add_argument("command")
    args = parser.parse_args()
    for call in fetch_calls(args.config):
        print(call["title"])
