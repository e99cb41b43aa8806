require 'net/http'

class ExportPoller
  def wait_for_export(id)
    # `fetch_export` sleeps before it answers nil after a failure.
    loop do # expect: sleepless-poll-loop@medium
      export = fetch_export(id)
      break export if export && export['state'] == 'done'
    end
  end

  def spin_for_export(id)
    loop do # expect: sleepless-poll-loop
      export = fetch_export_once(id)
      break export if export['state'] == 'done'
    end
  end

  private

  def fetch_export(id)
    JSON.parse(Net::HTTP.get(URI("https://exports.example.com/exports/#{id}")))
  rescue Net::ReadTimeout
    sleep 5
    nil
  end

  def fetch_export_once(id)
    JSON.parse(Net::HTTP.get(URI("https://exports.example.com/exports/#{id}")))
  end
end
