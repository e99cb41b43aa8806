# An optimistic-concurrency retry: the conditional write lost to another
# writer, so the item is read again and written at once.
require "aws-sdk-dynamodb"

class FlagStore
  def initialize
    @db = Aws::DynamoDB::Client.new
  end

  def toggle(id, enabled)
    attempts = 0
    begin
      attempts += 1
      item = @db.get_item(table_name: "flags", key: { "id" => id }).item || {}
      version = item.fetch("version", 0)
      @db.update_item(
        table_name: "flags",
        key: { "id" => id },
        update_expression: "SET enabled = :e, version = :next",
        condition_expression: "version = :v",
        expression_attribute_values: { ":e" => enabled, ":v" => version, ":next" => version + 1 }
      )
    rescue Aws::DynamoDB::Errors::ConditionalCheckFailedException
      retry if attempts < 3
      false
    end
  end
end
