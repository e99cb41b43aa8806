require 'faraday'

# A worker's handler around a call that already went through a retry helper
# sees only what outlasted the retries (medium); a Sidekiq job's own retry
# does not count, because the handler keeps the failure from it (high).
class FolderResolverJob
  include Sidekiq::Job

  def perform(folder_id)
    parent_of(folder_id)
    owner_of(folder_id)
  end

  def parent_of(folder_id)
    with_retries { Faraday.get("https://drive.example.com/folders/#{folder_id}/parent") }
  rescue StandardError # expect: silent-rescue@medium
    nil
  end

  def owner_of(folder_id)
    Faraday.get("https://drive.example.com/folders/#{folder_id}/owner")
  rescue StandardError # expect: silent-rescue
    nil
  end

  def with_retries(attempts: 5)
    yield
  rescue Faraday::Error
    attempts -= 1
    raise if attempts.zero?

    sleep 2**(5 - attempts)
    retry
  end
end
