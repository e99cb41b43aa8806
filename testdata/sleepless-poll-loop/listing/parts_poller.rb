require 'httparty'

# Waits until a listing becomes non-empty, re-issuing the same call.
class PartsPoller
  def wait_parts(id)
    30.times do # expect: sleepless-poll-loop
      parts = HTTParty.get("https://imports.internal/jobs/#{id}/parts").parsed_response
      return parts unless parts.empty?
    end
    nil
  end

  def wait_upload(upload_id)
    loop do # expect: sleepless-poll-loop
      parts = HTTParty.get("https://imports.internal/uploads/#{upload_id}/parts").parsed_response
      return parts if parts.any?
    end
  end

  # A drain: stops on the first empty page, the page number changes.
  def all_parts(id)
    out = []
    page = 1
    loop do
      parts = HTTParty.get("https://imports.internal/jobs/#{id}/parts?page=#{page}").parsed_response
      break if parts.empty?
      out.concat(parts)
      page += 1
    end
    out
  end

  # Paced: sleeps between attempts.
  def wait_parts_paced(id)
    loop do
      parts = HTTParty.get("https://imports.internal/jobs/#{id}/parts").parsed_response
      return parts unless parts.empty?
      sleep 2
    end
  end
end
