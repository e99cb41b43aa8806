import requests

session = requests.Session()
