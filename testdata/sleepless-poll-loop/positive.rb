class ExportPoller
  def wait_for_export(export_id)
    loop do # expect: sleepless-poll-loop@medium
      export = @api_client.get_export(export_id)
      break if export["state"] == "finished"
    end
  end

  def wait_until_ready(cluster)
    until cluster.ready? # expect: sleepless-poll-loop@medium
      puts "waiting"
    end
  end

  def wait_while_true(job_id)
    while true # expect: sleepless-poll-loop@medium
      job = JobService.fetch_status(job_id)
      return job if job[:status] == "done"
    end
  end

  def bounded(build_id)
    30.times do # expect: sleepless-poll-loop@medium
      build = @ci_client.get_build(build_id)
      return build if build.phase == "Succeeded"
    end
    raise "build #{build_id} never finished"
  end

  def begin_end_while(run_id)
    begin # expect: sleepless-poll-loop@medium
      run = @runner_api.describe_run(run_id)
    end while run.status != "COMPLETED"
    run
  end

  def same_resource_by_id(asset)
    loop do # expect: sleepless-poll-loop@medium
      if asset.complete?
        break
      elsif asset.error?
        raise "processing failed: #{[asset.name, "x"].join(", ")}"
      end
      asset = @media_client.get_asset(asset_id: asset.id).first
    end
  end

  def predicate_on_result(build_id)
    loop do # expect: sleepless-poll-loop@medium
      build = Ci::Build.get(build_id: build_id)
      return build unless build.awaiting_compliance?
    end
  end

  def wait_until_gone(store)
    loop do # expect: sleepless-poll-loop@medium
      break if store.get_pending_submission(platform: "ios").nil?
    end
  end

  def wait_until_found(item_id)
    tries = 0
    item = nil
    until item # expect: sleepless-poll-loop@medium
      raise "gave up" if tries > 50
      item = @catalog_api.find(item_id)
      tries += 1
    end
    item
  end
end

# Chained readers on the status call of an instance-variable client, with a
# membership exit.
require 'aws-sdk-athena'
class QueryWaiter
  def initialize
    @athena = Aws::Athena::Client.new
  end

  def wait(id)
    loop do # expect: sleepless-poll-loop
      state = @athena.get_query_execution(query_execution_id: id).query_execution.status.state
      break if %w[SUCCEEDED FAILED CANCELLED].include?(state)
    end
  end
end
