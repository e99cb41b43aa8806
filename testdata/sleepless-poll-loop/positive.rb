class ExportPoller
  def wait_for_export(export_id)
    loop do # expect: sleepless-poll-loop
      export = @api_client.get_export(export_id)
      break if export["state"] == "finished"
    end
  end

  def wait_until_ready(cluster)
    until cluster.ready? # expect: sleepless-poll-loop
      puts "waiting"
    end
  end

  def wait_while_true(job_id)
    while true # expect: sleepless-poll-loop
      job = JobService.fetch_status(job_id)
      return job if job[:status] == "done"
    end
  end

  def bounded(build_id)
    30.times do # expect: sleepless-poll-loop
      build = @ci_client.get_build(build_id)
      return build if build.phase == "Succeeded"
    end
    raise "build #{build_id} never finished"
  end

  def begin_end_while(run_id)
    begin # expect: sleepless-poll-loop
      run = @runner_api.describe_run(run_id)
    end while run.status != "COMPLETED"
    run
  end
end
