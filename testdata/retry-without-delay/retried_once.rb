# A recursion that allows exactly one immediate retry is medium; one that
# goes on until five attempts is high.
class JobsClient
  def job_status(job_id, count = 0)
    JSON.parse(Faraday.get("https://jobs.example.com/v1/jobs/#{job_id}").body)
  rescue Faraday::ConnectionFailed
    raise if count.positive?

    job_status(job_id, count + 1) # expect: retry-without-delay@medium
  end

  def job_result(job_id, count = 0)
    JSON.parse(Faraday.get("https://jobs.example.com/v1/results/#{job_id}").body)
  rescue Faraday::ConnectionFailed
    raise if count >= 5

    job_result(job_id, count + 1) # expect: retry-without-delay
  end
end
