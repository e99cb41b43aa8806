from django.core.management.base import BaseCommand

from reports.fetcher import fetch_report


class Command(BaseCommand):
    def add_arguments(self, parser):
        parser.add_argument("url")

    def handle(self, *args, **options):
        self.stdout.write(str(fetch_report(options["url"])))
