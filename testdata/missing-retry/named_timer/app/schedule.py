from apscheduler.schedulers.background import BackgroundScheduler

from workers.feeds import refresh_feeds


def start():
    scheduler = BackgroundScheduler()
    scheduler.add_job(tick, "interval", minutes=10)
    scheduler.start()


def tick():
    refresh_feeds()
