# azure-core clients carry a default RetryPolicy (3 retries with backoff);
# from_connection_string and get_container_client build clients in process.
from azure.storage.blob import BlobServiceClient


def upload_report(connection_string, container, name, data):
    service = BlobServiceClient.from_connection_string(connection_string)
    blob = service.get_container_client(container).get_blob_client(name)
    blob.upload_blob(data, overwrite=True)
