class QuietPoller
  def with_sleep(export_id)
    loop do
      export = @api_client.get_export(export_id)
      break if export["state"] == "finished"
      sleep 2
    end
  end

  def with_bare_sleep(export_id)
    loop do
      export = @api_client.get_export(export_id)
      break if export["state"] == "finished"
      sleep
    end
  end

  def with_kernel_sleep(cluster)
    until cluster.ready?
      Kernel.sleep(0.5)
    end
  end

  def paginate
    page = 1
    loop do
      items = @api_client.get_items(page: page)
      break if items.empty?
      page += 1
    end
  end

  def paginate_shorthand
    cursor = nil
    loop do
      result = @api_client.get_items(cursor:)
      break if result["status"] == "done"
      cursor = result["next"]
    end
  end

  def drain
    loop do
      batch = @api_client.get_pending
      break if batch.empty?
      process(batch)
    end
  end

  def consume(queue)
    loop do
      job = queue.pop
      break if job.status == "done"
    end
  end

  def read_lines(io)
    while (line = io.gets)
      break if line.status == "done"
    end
  end

  def prompt
    loop do
      answer = gets
      break if answer.state == "done"
    end
  end

  def iterate(items)
    items.each do |item|
      break if @api_client.get_item(item).status == "done"
    end
  end

  def unique_token
    loop do
      token = SecureRandom.hex(8)
      break token unless Token.exists?(value: token)
    end
  end
end
