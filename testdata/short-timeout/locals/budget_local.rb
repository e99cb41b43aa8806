# A budget set once in a local variable (see budget_local.py).
require 'faraday'

class ProfileLookup
  def fetch(user_id)
    timeout = 0.3 # expect: short-timeout
    Faraday.get("https://profiles.example.com/v1/#{user_id}") { |req| req.options.timeout = timeout }
  end
end
