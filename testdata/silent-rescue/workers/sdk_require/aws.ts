// The SDK required under a name of the file's choosing.
const aws = require("aws-sdk");

aws.config.update({ region: "eu-west-1" });

export const sqs = new aws.SQS();
