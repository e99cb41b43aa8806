# Builds the project's clients once; other modules import the instances.
from .identity_client import Clock, IdentityClient

identity = IdentityClient("https://identity.example.com")
clock = Clock()
