require 'rest-client'

# Called again with an option overridden: a different request, not a repeat.
def upload_bundle(app_id, options)
  RestClient.post("https://bundles.example.com/apps/#{app_id}", options.to_json)
rescue RestClient::Exception
  raise if options[:force]

  upload_bundle(app_id, { **options, force: true })
end
