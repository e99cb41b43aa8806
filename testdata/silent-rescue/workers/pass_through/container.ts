// Builds the project's clients once; other modules import the instances.
import { Clock, IdentityClient } from "./identity-client";

export const identity = new IdentityClient("https://identity.example.com");
export const clock = new Clock();
