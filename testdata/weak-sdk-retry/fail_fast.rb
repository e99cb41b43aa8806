require 'aws-sdk-sqs'

# Few attempts inside a latency budget the client was built to keep.
SQS = Aws::SQS::Client.new(retry_limit: 2, http_open_timeout: 2, http_read_timeout: 5) # expect: weak-sdk-retry@medium
