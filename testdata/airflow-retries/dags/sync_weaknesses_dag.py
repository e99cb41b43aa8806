from datetime import datetime, timedelta

from airflow.decorators import dag, task

from services.weaknesses import download_weaknesses_zip

default_args = {
    "retries": 3,
    "retry_delay": timedelta(seconds=10),
}


@dag(schedule="@weekly", start_date=datetime(2024, 1, 1), default_args=default_args, catchup=False)
def sync_weaknesses():
    @task
    def download():
        download_weaknesses_zip("/tmp/cwe.zip")

    download()


sync_weaknesses()
