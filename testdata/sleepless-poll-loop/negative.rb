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

  def graphql_pages(query, variables)
    result = @api_client.open_graphql(query, variables:)
    has_next = true
    while has_next
      info = yield result
      has_next = info["hasNextPage"]
      if has_next
        variables[:after] = info["endCursor"]
        result = @api_client.get_graphql(query, variables:)
      end
    end
  end

  def with_sleep_and_join(asset)
    loop do
      break if asset.complete?
      warn [asset.name, "pending"].join(" ")
      sleep 1
      asset = @media_client.get_asset(asset_id: asset.id)
    end
  end

  # A bare method call cannot be told apart from local work (a parser's
  # `finished?`, a state machine's `next_state`): not reported.
  def parse_all
    until finished?
      step
    end
  end

  # Draining results until the connection returns nil is not polling.
  def last_result(conn)
    result = nil
    while (incoming = conn.get_result)
      result = incoming
    end
    result
  end
end
