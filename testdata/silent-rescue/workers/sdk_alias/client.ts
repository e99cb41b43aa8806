import { LogService, MatrixClient } from "matrix-bot-sdk";

// The bot's client type: the SDK's client without its event methods.
export type SendClient = Omit<MatrixClient, "on" | "once">;

// The SDK's log facade is not one of its clients.
export type Log = Readonly<LogService>;
