require 'aws-sdk-dynamodb'

# Logs each failure (the error itself) before passing it on.
class TableStore
  def initialize
    @client = Aws::DynamoDB::Client.new
  end

  def put(table, item)
    @client.put_item(table_name: table, item: item)
  rescue Aws::DynamoDB::Errors::ServiceError => e
    Rails.logger.error("Unable to write item to #{table}: #{e.message}")
    raise
  end
end

# Passes failures on without logging them.
class QuietStore
  def initialize
    @client = Aws::DynamoDB::Client.new
  end

  def put(table, item)
    @client.put_item(table_name: table, item: item)
  end
end
