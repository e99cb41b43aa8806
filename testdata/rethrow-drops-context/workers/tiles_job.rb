# Unattended code (a Sidekiq job): the rescued RestClient status is dropped.
class TilesJob
  include Sidekiq::Job

  def perform(id)
    RestClient.get("https://tiles.example.com/v1/#{id}")
  rescue RestClient::ExceptionWithResponse => e
    raise TilesError, e.message # expect: rethrow-drops-context
  end
end
