require 'faraday'

class DriveSync
  FRESH_LINK = 'https://drive.example.com/v1/delta?fresh=1'.freeze

  # A delta sync whose token expired (410 Gone) starts again from scratch.
  def sync_drive(link)
    Faraday.get(link).body
  rescue Faraday::ClientError => e
    if e.response[:status] == 410
      sync_drive(FRESH_LINK)
    else
      raise
    end
  end

  # 429 is transient: the same link is re-sent at once.
  def sync_calendar(link)
    Faraday.get(link).body
  rescue Faraday::ClientError => e
    if e.response[:status] == 429
      sync_calendar(link) # expect: retry-without-delay
    else
      raise
    end
  end
end
