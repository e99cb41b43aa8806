# A retry budget with its reason written beside it: medium.
MAIL_BUCKET = Aws::S3::Client.new(
  # two attempts only: the SNS delivery above us redelivers, so we must not block on backoff
  retry_limit: 2 # expect: weak-sdk-retry@medium
)

# Client for the reports queries.
REPORTS = Aws::Athena::Client.new(retry_limit: 2) # expect: weak-sdk-retry
