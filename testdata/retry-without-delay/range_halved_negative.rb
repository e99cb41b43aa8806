require "faraday"

# Ask again for half the block range when the node says it is too wide: a
# smaller part of the work, not the same request again.
def get_logs(from, to, max_range)
  response = Faraday.post("https://rpc.example.com", { from: from, to: to }.to_json)
  raise "rpc error #{response.status}" unless response.success?

  JSON.parse(response.body)["result"]
rescue Faraday::Error => e
  raise unless e.message.include?("block range is too wide")

  get_logs(from, to, max_range / 2)
end

def get_block(number, tries)
  response = Faraday.post("https://rpc.example.com", { block: number }.to_json)
  JSON.parse(response.body)["result"]
rescue Faraday::Error
  get_block(number, tries) # expect: retry-without-delay
end
