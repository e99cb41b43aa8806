ATHENA = Aws::Athena::Client.new(region: 'us-east-1', retry_limit: 2) # expect: weak-sdk-retry

GLUE = Aws::Glue::Client.new(
  retry_mode: 'legacy' # expect: weak-sdk-retry
)

S3 = Aws::S3::Client.new(retry_mode: 'standard', max_attempts: 3) # expect: weak-sdk-retry

Aws.config.update(retry_limit: 1) # expect: weak-sdk-retry

# Retries switched off: reported at medium confidence.
NO_RETRY = Aws::S3::Client.new(retry_limit: 0) # expect: weak-sdk-retry@medium
